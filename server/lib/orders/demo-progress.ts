// Demo mode: the shop's orders move on by themselves, as a real store and delivery man would move them — pending →
// confirmed → processing → handover (a delivery man is assigned to a delivery) → picked_up → delivered (take-away:
// handover → delivered) — one step each DEMO_ORDER_STEP_SECONDS, each step notifying the customer.
// An order waiting for its digital payment does not move. With several API processes on one PostgreSQL, each tick
// runs in a transaction that first takes a PostgreSQL advisory lock: one process moves the orders, the others skip
// that tick; each move is a conditional update from the status it read (never two moves of one step).
import { and, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { DEMO_DELIVERY_MEN } from '../chat/participants.ts';
import { orders } from '../../db/schema/orders.ts';
import type { AppContext } from '../http/handler.ts';
import { notifyOrderStatus } from '../notifications/notifications.ts';
import { every } from '../every.ts';

/** The advisory lock the tick takes (any fixed number, the same in every process). */
const PROGRESS_LOCK = 24_0004;
/** At most this many orders move in one tick. */
const BATCH = 50;

type Moving = 'pending' | 'confirmed' | 'processing' | 'handover' | 'picked_up';
type Next = 'confirmed' | 'processing' | 'handover' | 'picked_up' | 'delivered';

/** The status after `status` for an order of `orderType`. */
export function nextDemoStatus(status: Moving, orderType: string): Next {
  const after: Record<Moving, Next> = {
    pending: 'confirmed',
    confirmed: 'processing',
    processing: 'handover',
    handover: orderType === 'take_away' ? 'delivered' : 'picked_up',
    picked_up: 'delivered',
  };
  return after[status];
}

const stampOf = {
  confirmed: 'confirmedAt',
  processing: 'processingAt',
  handover: 'handoverAt',
  picked_up: 'pickedUpAt',
  delivered: 'deliveredAt',
} as const;

/** The demo delivery man for an order (one of the chat's delivery men). */
export const demoDeliveryManOf = (orderId: number) => DEMO_DELIVERY_MEN[orderId % DEMO_DELIVERY_MEN.length]!;

/** Moves every order whose status is older than `stepMs` one step; how many moved (0 when another process holds the tick). */
export async function advanceDemoOrders(db: Db, now: Date, stepMs: number): Promise<number> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${PROGRESS_LOCK}) as ok`);
    if (!(lock as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok) return 0;
    const due = await tx
      .select()
      .from(orders)
      .where(
        and(
          inArray(orders.orderStatus, ['pending', 'confirmed', 'processing', 'handover', 'picked_up']),
          lte(orders.updatedAt, new Date(now.getTime() - stepMs)),
          or(ne(orders.paymentMethod, 'digital_payment'), ne(orders.paymentStatus, 'unpaid')),
        ),
      )
      .orderBy(orders.id)
      .limit(BATCH);
    let moved = 0;
    for (const order of due) {
      const status = order.orderStatus as Moving;
      const next = nextDemoStatus(status, order.orderType);
      const deliveryMan =
        next === 'handover' && order.orderType !== 'take_away' ? demoDeliveryManOf(order.id) : undefined;
      const [done] = await tx
        .update(orders)
        .set({
          orderStatus: next,
          [stampOf[next]]: now,
          updatedAt: now,
          ...(deliveryMan ? { deliveryManId: deliveryMan.deliverymanId } : {}),
          ...(next === 'delivered' && order.paymentMethod === 'cash_on_delivery' ? { paymentStatus: 'paid' } : {}),
        })
        .where(and(eq(orders.id, order.id), eq(orders.orderStatus, status)))
        .returning({ id: orders.id });
      if (!done) continue;
      moved += 1;
      const named =
        deliveryMan ??
        (order.deliveryManId ? DEMO_DELIVERY_MEN.find((d) => d.deliverymanId === order.deliveryManId) : undefined);
      await notifyOrderStatus(tx as unknown as Db, order, next, now, {
        delivery_man: named ? `${named.fName} ${named.lName}` : '',
      });
    }
    return moved;
  });
}

/** Demo mode: moves the orders on every few seconds (DEMO_ORDER_STEP_SECONDS a step; 0: never), stopped at close. */
export function scheduleDemoOrders(app: FastifyInstance, ctx: Pick<AppContext, 'db' | 'now' | 'env'>) {
  const stepMs = ctx.env.demoOrderStepSeconds * 1000;
  if (stepMs <= 0) return;
  every(app, Math.min(5_000, stepMs), 'demo order progress', () => advanceDemoOrders(ctx.db, ctx.now(), stepMs));
}
