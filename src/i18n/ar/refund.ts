import type { refund as en } from '../en/refund.ts';

export default {
  title: 'طلب استرداد',
  reasons: 'لماذا تريد استرداد المبلغ؟',
  loading: 'جارٍ تحميل الأسباب…',
  loadFailed: 'تعذّر تحميل أسباب الاسترداد.',
  note: 'ملاحظة (اختيارية)',
  submit: 'إرسال',
  sending: 'جارٍ الإرسال…',
  requested: 'تم تقديم طلب الاسترداد بنجاح.',
} satisfies typeof en;
