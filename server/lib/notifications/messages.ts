// What a customer's notification says, in each language the shop speaks (domain/languages.ts): stored by key and
// parameters, shown in the reader's language (X-localization; another locale reads English) when the list is read.
// 6amMart's push title for an order is "Order".
import { appLanguageOf, type AppLanguage } from '../../../domain/languages.ts';

type Worded = Record<AppLanguage, string>;

export const NOTIFICATION_MESSAGES = {
  order_pending: {
    en: 'Your order #{order_id} has been placed.',
    ar: 'تم تقديم طلبك رقم {order_id}.',
    bn: 'আপনার অর্ডার #{order_id} দেওয়া হয়েছে।',
    es: 'Tu pedido #{order_id} se ha realizado.',
  },
  order_confirmed: {
    en: 'Your order #{order_id} is confirmed.',
    ar: 'تم تأكيد طلبك رقم {order_id}.',
    bn: 'আপনার অর্ডার #{order_id} নিশ্চিত হয়েছে।',
    es: 'Tu pedido #{order_id} está confirmado.',
  },
  order_processing: {
    en: 'Your order #{order_id} is being prepared.',
    ar: 'يجري تجهيز طلبك رقم {order_id}.',
    bn: 'আপনার অর্ডার #{order_id} প্রস্তুত করা হচ্ছে।',
    es: 'Estamos preparando tu pedido #{order_id}.',
  },
  order_handover: {
    en: 'Your order #{order_id} is ready: {delivery_man} will deliver it.',
    ar: 'طلبك رقم {order_id} جاهز: سيوصله {delivery_man}.',
    bn: 'আপনার অর্ডার #{order_id} তৈরি: {delivery_man} এটি পৌঁছে দেবেন।',
    es: 'Tu pedido #{order_id} está listo: {delivery_man} te lo llevará.',
  },
  order_picked_up: {
    en: 'Your order #{order_id} is on the way.',
    ar: 'طلبك رقم {order_id} في الطريق إليك.',
    bn: 'আপনার অর্ডার #{order_id} পথে আছে।',
    es: 'Tu pedido #{order_id} va en camino.',
  },
  order_delivered: {
    en: 'Your order #{order_id} has been delivered. Enjoy!',
    ar: 'تم توصيل طلبك رقم {order_id}. بالهناء!',
    bn: 'আপনার অর্ডার #{order_id} পৌঁছে গেছে। উপভোগ করুন!',
    es: 'Tu pedido #{order_id} ha sido entregado. ¡Que lo disfrutes!',
  },
  order_canceled: {
    en: 'Your order #{order_id} has been canceled.',
    ar: 'تم إلغاء طلبك رقم {order_id}.',
    bn: 'আপনার অর্ডার #{order_id} বাতিল করা হয়েছে।',
    es: 'Tu pedido #{order_id} ha sido cancelado.',
  },
  order_refunded: {
    en: 'The refund of order #{order_id} is approved: {amount} is in your wallet.',
    ar: 'تمت الموافقة على استرداد الطلب رقم {order_id}: أضيف {amount} إلى محفظتك.',
    bn: 'অর্ডার #{order_id}-এর রিফান্ড অনুমোদিত হয়েছে: {amount} আপনার ওয়ালেটে যোগ হয়েছে।',
    es: 'Se aprobó el reembolso del pedido #{order_id}: tienes {amount} en tu monedero.',
  },
  wallet_credited: {
    en: '{amount} has been added to your wallet.',
    ar: 'أضيف {amount} إلى محفظتك.',
    bn: 'আপনার ওয়ালেটে {amount} যোগ হয়েছে।',
    es: 'Se han añadido {amount} a tu monedero.',
  },
} as const satisfies Record<string, Worded>;

export const NOTIFICATION_TITLES = {
  order_status: { en: 'Order', ar: 'الطلب', bn: 'অর্ডার', es: 'Pedido' },
  wallet: { en: 'Wallet', ar: 'المحفظة', bn: 'ওয়ালেট', es: 'Monedero' },
} as const satisfies Record<string, Worded>;

export type NotificationKey = keyof typeof NOTIFICATION_MESSAGES;
export type NotificationTitle = keyof typeof NOTIFICATION_TITLES;

/** The message in the locale's language with its parameters put in. */
export function notificationText(key: NotificationKey, params: Record<string, string | number>, locale: string) {
  return NOTIFICATION_MESSAGES[key][appLanguageOf(locale)].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}

export const notificationTitle = (type: NotificationTitle, locale: string) =>
  NOTIFICATION_TITLES[type][appLanguageOf(locale)];
