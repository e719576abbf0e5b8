// English: offers: the flash sale, brands, basic campaigns, cashback at checkout.
export const offers = {
  goHome: 'Go to home',
  flashSale: {
    title: 'Flash sale',
    viewAll: 'View all',
    endsIn: 'Ends in',
    ended: 'This flash sale has ended.',
    countdown: '{{days}}d {{hours}}h {{minutes}}m {{seconds}}s',
    countdownLabel: 'Ends in {{days}} days, {{hours}} hours, {{minutes}} minutes and {{seconds}} seconds',
    countdownDays: '{{days}}d {{hours}}h',
    countdownDaysLabel: 'Ends in {{days}} days and {{hours}} hours',
    sold: 'Sold: {{sold}}/{{stock}}',
    available: '{{count}} left',
    none: 'No flash sale is running now.',
    empty: 'Every item of this flash sale is sold out.',
    items: 'items',
  },
  brands: {
    title: 'Brands',
    viewAll: 'View all',
    itemCount_one: '{{count}} item',
    itemCount_other: '{{count}} items',
    empty: 'No brands yet.',
    brand: 'Brand',
    noItems: 'This brand has no items in your area yet.',
  },
  campaign: {
    period: 'From {{start}} to {{end}}',
    daily: 'Daily {{start}} – {{end}}',
    stores: 'Stores in this campaign',
    noStores: 'No store in your area takes part in this campaign yet.',
    notFound: 'This campaign is not running.',
  },
  bonus: {
    earn: 'You will get {{amount}} bonus with this amount.',
    from: 'Add {{amount}} or more to get a bonus.',
  },
  cashback: {
    earn: 'You will get {{amount}} cashback on this order.',
  },
};
