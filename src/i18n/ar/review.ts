import type { review as en } from '../en/review.ts';

export default {
  title: 'تقييم {{name}}',
  titleDeliveryMan: 'قيّم عامل التوصيل {{name}}',
  rating: 'تقييمك',
  stars_one: '{{count}} نجمة',
  stars_other: '{{count}} نجوم',
  comment: 'مراجعتك',
  commentOptional: 'مراجعتك (اختيارية)',
  commentHint: 'ما الذي أعجبك أو لم يعجبك؟',
  submit: 'إرسال التقييم',
  sending: 'جارٍ الإرسال…',
  submitted: 'تم إرسال التقييم بنجاح.',
} satisfies typeof en;
