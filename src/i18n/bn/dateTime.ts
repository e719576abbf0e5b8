// Bengali: the kit's DateTimeField: its two parts and its calendar.
export default {
  date: 'তারিখ',
  time: 'সময়',
  chooseTime: 'একটি সময় বেছে নিন',
  calendar: {
    title: 'ক্যালেন্ডার',
    open: 'ক্যালেন্ডার খুলুন',
    close: 'ক্যালেন্ডার বন্ধ করুন',
    previousMonth: 'আগের মাস',
    nextMonth: 'পরের মাস',
    month: 'মাস',
    clear: 'তারিখ মুছুন',
    choose: '{{date}} বেছে নিন',
    selected: 'নির্বাচিত তারিখ, {{date}}',
    unavailable: 'উপলব্ধ নয়, {{date}}',
  },
};
