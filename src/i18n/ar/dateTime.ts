// العربية: حقل التاريخ والوقت (src/ui/date-time-field.tsx): جزآه وتقويمه.
import type { dateTime as en } from '../en/dateTime.ts';

export default {
  date: 'التاريخ',
  time: 'الوقت',
  chooseTime: 'اختر وقتًا',
  calendar: {
    title: 'التقويم',
    open: 'افتح التقويم',
    close: 'أغلق التقويم',
    previousMonth: 'الشهر السابق',
    nextMonth: 'الشهر التالي',
    month: 'الشهر',
    clear: 'امسح التاريخ',
    choose: 'اختر {{date}}',
    selected: 'التاريخ المختار، {{date}}',
    unavailable: 'غير متاح، {{date}}',
  },
} satisfies typeof en;
