// Spanish: offers: the flash sale, brands, basic campaigns, cashback at checkout.
export default {
  goHome: 'Ir al inicio',
  flashSale: {
    title: 'Oferta relámpago',
    viewAll: 'Ver todo',
    endsIn: 'Termina en',
    ended: 'Esta oferta relámpago ha terminado.',
    countdown: '{{days}} d {{hours}} h {{minutes}} min {{seconds}} s',
    countdownLabel: 'Termina en {{days}} días, {{hours}} horas, {{minutes}} minutos y {{seconds}} segundos',
    countdownDays: '{{days}} d {{hours}} h',
    countdownDaysLabel: 'Termina en {{days}} días y {{hours}} horas',
    sold: 'Vendidos: {{sold}}/{{stock}}',
    available: 'Quedan: {{count}}',
    none: 'No hay ninguna oferta relámpago en este momento.',
    empty: 'Todos los artículos de esta oferta relámpago están agotados.',
    items: 'artículos',
  },
  brands: {
    title: 'Marcas',
    viewAll: 'Ver todas',
    itemCount_one: '{{count}} artículo',
    itemCount_many: '{{count}} de artículos',
    itemCount_other: '{{count}} artículos',
    empty: 'Aún no hay marcas.',
    brand: 'Marca',
    noItems: 'Esta marca aún no tiene artículos en tu zona.',
  },
  campaign: {
    period: 'Del {{start}} al {{end}}',
    daily: 'Todos los días, {{start}} – {{end}}',
    stores: 'Tiendas que participan en esta campaña',
    noStores: 'Aún no hay tiendas en tu zona que participen en esta campaña.',
    notFound: 'Esta campaña no está activa.',
  },
  bonus: {
    earn: 'Recibirás un bono de {{amount}} con este importe.',
    from: 'Añade {{amount}} o más para recibir un bono.',
  },
  cashback: {
    earn: 'Recibirás {{amount}} de reembolso (cashback) con este pedido.',
  },
};
