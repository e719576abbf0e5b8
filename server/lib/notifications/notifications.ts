// A customer's notifications (openapi/src/notifications.yaml): written when something happens to
// their order or wallet (in the caller's transaction, so a rolled-back change notifies nobody), announced on the
// live stream (a `notification` event on chat_events: every API process's streams hear it through NOTIFY), and read
// as 6amMart's GET /customer/notifications: the business's active pushes for the customer's zones and their own, of
// the last 15 days, newest first, each in the reader's language. See docs/architecture.md, "Chat and notifications".
import { and, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { notifications, userNotifications, type NotificationData } from '../../db/schema/notifications.ts';
import { recordChatEvents } from '../chat/events.ts';
import { customerParticipant } from '../chat/participants.ts';
import { iso, mediaUrl } from '../http/serialize.ts';
import { notificationText, notificationTitle, type NotificationKey, type NotificationTitle } from './messages.ts';

/** 6amMart lists the notifications of the last 15 days. */
export const NOTIFICATION_DAYS = 15;

type NotificationJson = components['schemas']['CustomerNotification'];

export interface Notice {
  key: NotificationKey;
  type: NotificationTitle;
  params: Record<string, string | number>;
  orderId?: number;
}

/** Writes one notification for the customer and tells their live streams (at the caller's commit). */
export async function notifyCustomer(db: Db, userId: number, notice: Notice, now: Date) {
  const data: NotificationData = {
    title: notificationTitle(notice.type, 'en'),
    description: notificationText(notice.key, notice.params, 'en'),
    order_id: notice.orderId ?? '',
    image: '',
    type: notice.type,
  };
  await db
    .insert(userNotifications)
    .values({ userId, data, messageKey: notice.key, params: notice.params, createdAt: now, updatedAt: now });
  const me = await customerParticipant(db, userId);
  await recordChatEvents(db, [me.id], { type: 'notification', conversationId: 0, messageId: null });
}

/** The order-status notifications (6amMart's push on each status an order reaches). */
export const notifyOrderStatus = (
  db: Db,
  order: { id: number; userId: number | null },
  status: 'pending' | 'confirmed' | 'processing' | 'handover' | 'picked_up' | 'delivered' | 'canceled',
  now: Date,
  params: Record<string, string | number> = {},
) =>
  order.userId === null
    ? Promise.resolve()
    : notifyCustomer(
        db,
        order.userId,
        { key: `order_${status}`, type: 'order_status', params: { order_id: order.id, ...params }, orderId: order.id },
        now,
      );

/** GET /customer/notifications: the business's pushes for the zones and the customer's own, newest first. */
export async function listNotifications(db: Db, userId: number, zoneIds: number[], locale: string, now: Date) {
  const since = new Date(now.getTime() - NOTIFICATION_DAYS * 86_400_000);
  const [pushes, own] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.status, 1),
          eq(notifications.target, 'customer'),
          or(isNull(notifications.zoneId), inArray(notifications.zoneId, zoneIds.length ? zoneIds : [0])),
          gte(notifications.updatedAt, since),
        ),
      ),
    db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, userId), gte(userNotifications.updatedAt, since)))
      .orderBy(desc(userNotifications.createdAt)),
  ]);
  const listed: NotificationJson[] = [
    ...pushes.map((n) => ({
      id: n.id,
      title: n.title,
      description: n.description,
      image: n.image,
      image_full_url: n.image ? mediaUrl(n.image) : null,
      status: n.status,
      tergat: n.target,
      zone_id: n.zoneId,
      data: { title: n.title, description: n.description, order_id: '', image: n.image ?? '', type: 'general' },
      created_at: iso(n.createdAt),
      updated_at: iso(n.updatedAt),
    })),
    ...own.map((n) => ({
      id: n.id,
      user_id: n.userId,
      data: n.messageKey
        ? {
            ...n.data,
            title: notificationTitle(n.data.type as NotificationTitle, locale),
            description: notificationText(n.messageKey as NotificationKey, n.params, locale),
          }
        : n.data,
      created_at: iso(n.createdAt),
      updated_at: iso(n.updatedAt),
    })),
  ];
  return listed.sort((a, b) => b.created_at.localeCompare(a.created_at));
}
