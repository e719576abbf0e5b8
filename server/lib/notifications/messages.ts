// What a customer's notification says, in each language the shop speaks: stored by key and parameters, shown in the
// reader's language (X-localization) when the list is read. 6amMart's push title for an order is "Order".

export const NOTIFICATION_MESSAGES = {
  order_pending: { en: 'Your order #{order_id} has been placed.', ar: 'تم تقديم طلبك رقم {order_id}.' },
  order_confirmed: { en: 'Your order #{order_id} is confirmed.', ar: 'تم تأكيد طلبك رقم {order_id}.' },
  order_processing: { en: 'Your order #{order_id} is being prepared.', ar: 'يجري تجهيز طلبك رقم {order_id}.' },
  order_handover: {
    en: 'Your order #{order_id} is ready: {delivery_man} will deliver it.',
    ar: 'طلبك رقم {order_id} جاهز: سيوصله {delivery_man}.',
  },
  order_picked_up: { en: 'Your order #{order_id} is on the way.', ar: 'طلبك رقم {order_id} في الطريق إليك.' },
  order_delivered: {
    en: 'Your order #{order_id} has been delivered. Enjoy!',
    ar: 'تم توصيل طلبك رقم {order_id}. بالهناء!',
  },
  order_canceled: { en: 'Your order #{order_id} has been canceled.', ar: 'تم إلغاء طلبك رقم {order_id}.' },
  order_refunded: {
    en: 'The refund of order #{order_id} is approved: {amount} is in your wallet.',
    ar: 'تمت الموافقة على استرداد الطلب رقم {order_id}: أضيف {amount} إلى محفظتك.',
  },
  wallet_credited: { en: '{amount} has been added to your wallet.', ar: 'أضيف {amount} إلى محفظتك.' },
} as const;

export const NOTIFICATION_TITLES = {
  order_status: { en: 'Order', ar: 'الطلب' },
  wallet: { en: 'Wallet', ar: 'المحفظة' },
} as const;

export type NotificationKey = keyof typeof NOTIFICATION_MESSAGES;
export type NotificationTitle = keyof typeof NOTIFICATION_TITLES;

const languageOf = (locale: string) => (locale === 'ar' ? 'ar' : 'en');

/** The message in the locale's language with its parameters put in. */
export function notificationText(key: NotificationKey, params: Record<string, string | number>, locale: string) {
  return NOTIFICATION_MESSAGES[key][languageOf(locale)].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}

export const notificationTitle = (type: NotificationTitle, locale: string) =>
  NOTIFICATION_TITLES[type][languageOf(locale)];
