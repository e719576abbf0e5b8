// Notifications: 6amMart's GET /api/v1/customer/notifications — the business's pushes for the
// customer's zones and their own (an order's status, a wallet credit), of the last 15 days, newest first. The live
// chat stream announces new ones (src/shop/follow-chat.ts refreshes this query); which were seen is the browser's
// (`notifications-seen`: the newest time the customer has looked at).
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../openapi/storefront.d.ts';
import { api, unwrap } from './client.ts';
import { session } from '../session/storage.ts';

export type CustomerNotification = components['schemas']['CustomerNotification'];

export const fetchNotifications = (zoneId: string) =>
  unwrap(api.GET('/api/v1/customer/notifications', { params: { header: { zoneId } } }));

export const notificationQueries = {
  list: () =>
    queryOptions({
      queryKey: ['notifications'],
      queryFn: () => fetchNotifications(session.zoneId() ?? ''),
      enabled: !!session.token() && !!session.zoneId(),
    }),
};

/** How many notifications are newer than the newest one seen (`seenAt`: an ISO time, or null before any). */
export const unseenCount = (list: readonly CustomerNotification[] | undefined, seenAt: string | null) =>
  (list ?? []).filter((n) => !seenAt || n.created_at > seenAt).length;
