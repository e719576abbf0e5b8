import type { common as en } from '../en/common.ts';

export default {
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
  /** The shop's place search answered without places (a backend without a maps service: an empty answer). */
  placeSearchUnavailable: 'البحث عن الأماكن غير متاح حاليًا. استخدم موقعك الحالي أو اختره على الخريطة.',
  failure: {
    signIn: 'يرجى تسجيل الدخول للمتابعة.',
    module: 'اختر ما تريد التسوّق منه، ثم حاول مرة أخرى.',
    zone: 'حدّد موقعك لترى ما يتوفر بالقرب منك.',
    notFound: 'لم نتمكن من العثور على هذا. ربما أُزيل أو لم يعد متاحًا.',
    refused: 'لم يتمكن المتجر من تنفيذ هذا. يرجى التحقق والمحاولة مرة أخرى، أو العودة إلى الصفحة الرئيسية.',
    signInAction: 'تسجيل الدخول',
    zoneAction: 'حدّد موقعك',
    moduleAction: 'اختر وحدة',
  },
} satisfies typeof en;
