import type { OrderOfflinePayment } from '../../api/offline-payment.ts';
import { deferredPart } from '../../ui/deferred-part.tsx';

/**
 * The offline payment block of an order paid offline: its code (the chart, the form) is its own chunk, asked for
 * when such an order shows, so the order details page carries none of it in its first load.
 */
export const OfflinePayment = deferredPart<{ orderId: number; info: OrderOfflinePayment | null }>(
  () => import('./offline-payment.tsx').then((m) => m.OfflinePayment),
  () => null,
).Part;
