// Bengali: offers: the flash sale, brands, basic campaigns, cashback at checkout.
export default {
  goHome: 'হোমে যান',
  flashSale: {
    title: 'ফ্ল্যাশ সেল',
    viewAll: 'সব দেখুন',
    endsIn: 'শেষ হতে বাকি',
    ended: 'এই ফ্ল্যাশ সেল শেষ হয়ে গেছে।',
    countdown: '{{days}}দি {{hours}}ঘ {{minutes}}মি {{seconds}}সে',
    countdownLabel: 'শেষ হতে বাকি {{days}} দিন, {{hours}} ঘণ্টা, {{minutes}} মিনিট ও {{seconds}} সেকেন্ড',
    countdownDays: '{{days}}দি {{hours}}ঘ',
    countdownDaysLabel: 'শেষ হতে বাকি {{days}} দিন ও {{hours}} ঘণ্টা',
    sold: 'বিক্রি হয়েছে: {{sold}}/{{stock}}',
    available: '{{count}}টি বাকি',
    none: 'এখন কোনো ফ্ল্যাশ সেল চলছে না।',
    empty: 'এই ফ্ল্যাশ সেলের সব পণ্য বিক্রি হয়ে গেছে।',
    items: 'পণ্য',
  },
  brands: {
    title: 'ব্র্যান্ড',
    viewAll: 'সব দেখুন',
    itemCount_one: '{{count}}টি পণ্য',
    itemCount_other: '{{count}}টি পণ্য',
    empty: 'এখনো কোনো ব্র্যান্ড নেই।',
    brand: 'ব্র্যান্ড',
    noItems: 'আপনার এলাকায় এই ব্র্যান্ডের কোনো পণ্য এখনো নেই।',
  },
  campaign: {
    period: '{{start}} থেকে {{end}} পর্যন্ত',
    daily: 'প্রতিদিন {{start}} – {{end}}',
    stores: 'এই ক্যাম্পেইনের স্টোরগুলো',
    noStores: 'আপনার এলাকার কোনো স্টোর এখনো এই ক্যাম্পেইনে অংশ নেয়নি।',
    notFound: 'এই ক্যাম্পেইনটি এখন চলছে না।',
  },
  bonus: {
    earn: 'এই পরিমাণ যোগ করলে আপনি {{amount}} বোনাস পাবেন।',
    from: 'বোনাস পেতে {{amount}} বা তার বেশি যোগ করুন।',
  },
  cashback: {
    earn: 'এই অর্ডারে আপনি {{amount}} ক্যাশব্যাক পাবেন।',
  },
};
