import type { common as en } from '../en/common.ts';

export const common: typeof en = {
  appName: 'سيكسام ماركت',
  loading: 'جارٍ التحميل…',
  retry: 'حاول مرة أخرى',
  close: 'إغلاق',
  cancel: 'إلغاء',
  confirm: 'تأكيد',
  yes: 'نعم',
  no: 'لا',
  save: 'حفظ',
  skip: 'تخطي',
  viewAll: 'عرض الكل',
  somethingWentWrong: 'حدث خطأ ما.',
  partFailed: {
    cart: 'تعذّر عرض سلتك.',
    checkout: 'تعذّر عرض هذا الجزء من الدفع.',
    section: 'تعذّر عرض هذا القسم.',
  },
  serverUnavailable: 'الخدمة غير متاحة حاليًا. يرجى المحاولة مرة أخرى لاحقًا.',
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundBody: 'الصفحة التي تبحث عنها غير موجودة.',
  goHome: 'الذهاب إلى الرئيسية',
  decrease: 'إنقاص {{label}}',
  increase: 'زيادة {{label}}',
};
