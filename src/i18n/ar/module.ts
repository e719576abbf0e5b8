import type { module as en } from '../en/module.ts';

export default {
  pickerTitle: 'اختر نوع الوحدة لطلباتك.',
  pickerDescription: 'اختر ما تريد طلبه: المتاجر أو الطعام أو الطرود أو التأجير المتاح في منطقتك.',
  mustSelect: 'يجب اختيار وحدة للمتابعة.',
  noModuleTitle: 'لم يتم العثور على أي وحدة',
  noModuleBody: 'تواصل مع مالك الموقع لتفعيل الوحدات.',
  selected: 'تم اختيار الوحدة.',
  locationSet: 'تم تعيين الموقع بنجاح',
  cartCleared: 'تم إفراغ سلتك لأن المنطقة المختارة لا تدعم نقطة الاستلام السابقة.',
  railLabel: 'الوحدات',
  current: 'الحالية',
  loadError: 'تعذر تحميل الوحدات.',
  choosing: 'جارٍ اختيار {{name}}…',
  interest: {
    title: 'اختر اهتماماتك',
    subtitle: 'اختر فئات {{module}} التي تحبها للحصول على اقتراحات أفضل.',
    save: 'حفظ ومتابعة',
    saved: 'تم حفظ اهتماماتك.',
    empty: 'لا توجد فئات لهذه الوحدة بعد.',
    noModule: 'اختر وحدة أولاً لتحديد اهتماماتك.',
    pickModule: 'اختر وحدة',
    selectedCount: 'تم اختيار {{count}}',
  },
} satisfies typeof en;
