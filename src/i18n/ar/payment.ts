// نتيجة الدفع الإلكتروني، حيث تعود صفحة الدفع (flag=success|fail|cancel).
import type { payment as en } from '../en/payment.ts';

export default {
  paid: 'تم استلام الدفعة',
  failed: {
    title: 'فشل الدفع',
    text: 'لم تتم عملية الدفع، لذلك لم يُدفع طلبك بعد.',
  },
  cancelled: {
    title: 'تم إلغاء الدفع',
    text: 'لقد ألغيت عملية الدفع، لذلك لم يُدفع طلبك بعد.',
  },
  retry: 'ادفع مرة أخرى',
  retrying: 'جارٍ فتح صفحة الدفع…',
  notPayable: 'لم يعد بالإمكان دفع هذا الطلب.',
} satisfies typeof en;
