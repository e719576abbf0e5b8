import type { uploads as en } from '../en/uploads.ts';

export default {
  add: 'إضافة صور',
  hint: 'JPG أو PNG أو GIF، بحد أقصى 2 ميغابايت لكل صورة، حتى {{max}} صور',
  count: '{{count}} من {{max}} صور',
  remove: 'إزالة الصورة {{number}}',
  preview: 'الصورة {{number}}',
  problems: {
    format: 'تنسيق الملف هذا غير مدعوم. يرجى رفع صور JPG أو PNG أو JPEG أو GIF فقط.',
    size: 'يجب ألا يزيد حجم الصورة عن 2048 كيلوبايت.',
    count: 'يمكن إرسال 3 صور كحد أقصى في المرة الواحدة.',
  },
} satisfies typeof en;
