// English: the kit's DateTimeField (src/ui/date-time-field.tsx): its two parts and its calendar (Ark's date picker).
export const dateTime = {
  date: 'Date',
  time: 'Time',
  chooseTime: 'Choose a time',
  calendar: {
    title: 'Calendar',
    open: 'Open calendar',
    close: 'Close calendar',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    month: 'Month',
    clear: 'Clear date',
    choose: 'Choose {{date}}',
    selected: 'Selected date, {{date}}',
    unavailable: 'Not available, {{date}}',
  },
};
