// العربية: العروض (البند 5 من المسألة 25): التخفيضات السريعة والعلامات التجارية والحملات واسترداد النقود عند الدفع.
export default {
  goHome: 'الذهاب إلى الرئيسية',
  flashSale: {
    title: 'تخفيضات سريعة',
    viewAll: 'عرض الكل',
    endsIn: 'ينتهي خلال',
    ended: 'انتهت هذه التخفيضات السريعة.',
    countdown: '{{days}}ي {{hours}}س {{minutes}}د {{seconds}}ث',
    countdownLabel: 'ينتهي خلال {{days}} يوم و{{hours}} ساعة و{{minutes}} دقيقة و{{seconds}} ثانية',
    countdownDays: '{{days}}ي {{hours}}س',
    countdownDaysLabel: 'ينتهي خلال {{days}} يوم و{{hours}} ساعة',
    sold: 'المباع: {{sold}}/{{stock}}',
    available: 'متبقٍ {{count}}',
    none: 'لا توجد تخفيضات سريعة الآن.',
    empty: 'نفدت كل منتجات هذه التخفيضات السريعة.',
    items: 'المنتجات',
  },
  brands: {
    title: 'العلامات التجارية',
    viewAll: 'عرض الكل',
    itemCount_one: '{{count}} منتج',
    itemCount_other: '{{count}} منتجات',
    empty: 'لا توجد علامات تجارية بعد.',
    brand: 'علامة تجارية',
    noItems: 'لا منتجات لهذه العلامة التجارية في منطقتك بعد.',
  },
  campaign: {
    period: 'من {{start}} إلى {{end}}',
    daily: 'يوميًا {{start}} – {{end}}',
    stores: 'المتاجر المشاركة في هذه الحملة',
    noStores: 'لا يشارك أي متجر في منطقتك في هذه الحملة بعد.',
    notFound: 'هذه الحملة غير جارية.',
  },
  bonus: {
    earn: 'ستحصل على مكافأة {{amount}} مع هذا المبلغ.',
    from: 'أضف {{amount}} أو أكثر لتحصل على مكافأة.',
  },
  cashback: {
    earn: 'ستحصل على {{amount}} استرداد نقدي على هذا الطلب.',
  },
};
