// Store orders (/api/v1/customer/order/*): place from the cart, list, running, details, track, cancel.
import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { addOns, itemCampaigns, items, moduleZones, storeSchedules, stores, zones } from '../db/schema/catalogue.ts';
import { carts } from '../db/schema/customer.ts';
import { orderDetails, orders, type OrderStatus } from '../db/schema/orders.ts';
import { loadConfig } from '../lib/config.ts';
import { forbidden, notFound } from '../lib/errors.ts';
import { pointInPolygon, straightLineMeters } from '../lib/geo.ts';
import { defineHandlers, type AuthUser } from '../lib/handler.ts';
import { couponRule, recordCouponUse, usableCoupon } from '../lib/order-coupons.ts';
import { debitWallet, refundWallet, walletBalance } from '../lib/order-payments.ts';
import { itemDiscount, priceOrder, unitPrice, type CartVariation } from '../lib/order-pricing.ts';
import { ownedOrder, RUNNING_ORDER_STATUSES, serializeOrderDetail, serializeOrders } from '../lib/orders.ts';
import { checkModule, ownerOf, paging, serializeOptions } from '../lib/rental-request.ts';
import { parseShopTime } from '../lib/rental-time.ts';
import { iso } from '../lib/serializers/common.ts';
import { isItemAvailable, loadCampaignItemsByIds, loadItemsByIds } from '../lib/serializers/item.ts';
import { isDiscountRunning, isStoreOpen } from '../lib/serializers/store.ts';

const CAMPAIGN_MODEL = 'App\\Models\\ItemCampaign';
const blank = (v: string | null | undefined) => !v || !String(v).trim();
const clean = (v: string | null | undefined) => (blank(v) ? null : String(v).trim());
const COD_LIMIT_MESSAGE = 'The total amount of the order, exceeds maximum amount of the cash on delivery method.';

export const ordersHandlers = defineHandlers((ctx) => {
  /** The signed-in customer's orders (optionally only some statuses), newest first. */
  const listOrders = async (
    req: { user?: AuthUser | null; query: { limit?: number; offset?: number }; headers: Record<string, unknown> },
    statuses: string[] | null,
  ) => {
    const { limit, offset, skip } = paging(req.query, 10);
    const where = and(
      eq(orders.userId, req.user!.id),
      statuses ? inArray(orders.orderStatus, statuses as OrderStatus[]) : undefined,
    );
    const [[count], rows] = await Promise.all([
      ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(where),
      ctx.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(skip),
    ]);
    return {
      total_size: count?.n ?? 0,
      limit,
      offset,
      orders: await serializeOrders(ctx.db, rows, serializeOptions(ctx, req).locale),
    };
  };

  return {
    placeOrder: async (req) => {
      const owner = ownerOf(req);
      const moduleId = await checkModule(ctx.db, req.headers);
      const b = req.body;
      const config = await loadConfig(ctx.db);
      const now = ctx.now();
      const opts = serializeOptions(ctx, req);

      if (owner.userId === null) {
        if (config.guest_checkout_status !== 1)
          throw forbidden('guest_checkout', 'Guest checkout is not available. Please sign in.');
        if (blank(b.contact_person_name))
          throw forbidden('contact_person_name', 'The contact person name field is required.');
        if (blank(b.contact_person_number))
          throw forbidden('contact_person_number', 'The contact person number field is required.');
      }

      const [store] = await ctx.db
        .select()
        .from(stores)
        .where(and(eq(stores.id, b.store_id), eq(stores.status, 1)));
      if (!store || store.moduleId !== moduleId) throw notFound('store', 'Store not found.');
      const [schedules, [zone], [pivot]] = await Promise.all([
        ctx.db.select().from(storeSchedules).where(eq(storeSchedules.storeId, store.id)),
        ctx.db.select().from(zones).where(eq(zones.id, store.zoneId)),
        ctx.db
          .select()
          .from(moduleZones)
          .where(and(eq(moduleZones.moduleId, store.moduleId), eq(moduleZones.zoneId, store.zoneId))),
      ]);

      const cartWhere = and(
        owner.userId !== null ? eq(carts.userId, owner.userId) : eq(carts.guestId, owner.guestId),
        eq(carts.moduleId, store.moduleId),
      );
      const cartRows = await ctx.db.select().from(carts).where(cartWhere).orderBy(carts.id);
      if (!cartRows.length) throw forbidden('cart', 'Your cart is empty.');
      const itemIds = cartRows.filter((c) => c.itemType !== CAMPAIGN_MODEL).map((c) => c.itemId);
      const campaignIds = cartRows.filter((c) => c.itemType === CAMPAIGN_MODEL).map((c) => c.itemId);
      const [itemRows, campaignRows] = await Promise.all([
        itemIds.length ? ctx.db.select().from(items).where(inArray(items.id, itemIds)) : [],
        campaignIds.length ? ctx.db.select().from(itemCampaigns).where(inArray(itemCampaigns.id, campaignIds)) : [],
      ]);
      const rowOf = (c: (typeof cartRows)[number]) =>
        c.itemType === CAMPAIGN_MODEL
          ? campaignRows.find((r) => r.id === c.itemId)
          : itemRows.find((r) => r.id === c.itemId);
      const lines = cartRows.map((c) => ({ cart: c, item: rowOf(c) }));
      for (const l of lines) {
        if (!l.item || l.item.status !== 1) throw forbidden('cart', 'An item in your cart is no longer available.');
        if (l.item.storeId !== store.id) throw forbidden('store_id', 'Your cart has items from another store.');
      }

      // order type, place and time
      if (b.order_type === 'delivery' && (!store.delivery || config.home_delivery_status !== 1))
        throw forbidden('order_type', 'Home delivery is not available for this store.');
      if (b.order_type === 'take_away' && (!store.takeAway || config.takeaway_status !== 1))
        throw forbidden('order_type', 'Take away is not available for this store.');
      let distanceKm = 0;
      let lat: number | null = null;
      let lng: number | null = null;
      if (b.order_type === 'delivery') {
        if (blank(b.address)) throw forbidden('address', 'The address field is required.');
        lat = Number(b.latitude);
        lng = Number(b.longitude);
        if (b.latitude == null || b.latitude === '' || !Number.isFinite(lat))
          throw forbidden('latitude', 'The latitude field is required.');
        if (b.longitude == null || b.longitude === '' || !Number.isFinite(lng))
          throw forbidden('longitude', 'The longitude field is required.');
        if (!zone || !pointInPolygon(lat, lng, zone.coordinates))
          throw forbidden('coordinates', 'Sorry, the store does not deliver to this address.');
        distanceKm = straightLineMeters(store.latitude, store.longitude, lat, lng) / 1000;
      }
      let scheduleAt = now;
      let scheduled = 0;
      if (!blank(b.schedule_at)) {
        const at = parseShopTime(b.schedule_at);
        if (!at) throw forbidden('schedule_at', 'The schedule at is not a valid date.');
        if (at.getTime() < now.getTime() - 60_000)
          throw forbidden('schedule_at', 'The schedule time must be in the future.');
        if (at.getTime() > now.getTime() + 60_000) {
          if (!config.schedule_order || !store.scheduleOrder)
            throw forbidden('schedule_at', 'Scheduled orders are not available for this store.');
          scheduleAt = at;
          scheduled = 1;
        }
      }
      if (!isStoreOpen(store, schedules, scheduleAt))
        throw forbidden(
          'schedule_at',
          scheduled
            ? 'The store is closed at the scheduled time.'
            : 'The store is closed now. Schedule the order for later.',
        );
      for (const l of lines)
        if (!isItemAvailable(l.item!, scheduleAt))
          throw forbidden('cart', `${l.item!.name} is not available at the order time.`);

      // price
      const addOnRows = await (async () => {
        const ids = [...new Set(cartRows.flatMap((c) => c.addOnIds))];
        return ids.length ? ctx.db.select().from(addOns).where(inArray(addOns.id, ids)) : [];
      })();
      const priced = lines.map(({ cart, item }) => {
        const unit = unitPrice(item!, cart.variation as CartVariation);
        const chosenAddOns = cart.addOnIds.flatMap((id, i) => {
          const a = addOnRows.find((r) => r.id === id);
          return a ? [{ id: a.id, name: a.name, price: a.price, quantity: cart.addOnQtys[i] ?? 1 }] : [];
        });
        const addOnTotal = chosenAddOns.reduce((s, a) => s + a.price * a.quantity, 0);
        return { cart, item: item!, unit, chosenAddOns, addOnTotal, itemDiscountPerUnit: itemDiscount(item!, unit) };
      });
      const storeDiscount = store.discount && isDiscountRunning(store.discount, now) ? store.discount : null;
      const base = {
        lines: priced.map((p) => ({
          unit: p.unit,
          quantity: p.cart.quantity,
          addOns: p.addOnTotal,
          itemDiscountPerUnit: p.itemDiscountPerUnit,
        })),
        storeDiscount,
        taxRate: store.tax,
        taxIncluded: config.tax_included === 1,
        delivery:
          b.order_type === 'delivery'
            ? {
                distance: distanceKm,
                perKm: (store.selfDeliverySystem ? store.perKmShippingCharge : null) ?? pivot?.perKmShippingCharge ?? 0,
                minimum:
                  (store.selfDeliverySystem ? store.minimumShippingCharge : null) ?? pivot?.minimumShippingCharge ?? 0,
                maximum:
                  (store.selfDeliverySystem ? store.maximumShippingCharge : null) ??
                  pivot?.maximumShippingCharge ??
                  null,
                storeFree: Boolean(store.selfDeliverySystem && store.freeDelivery),
                adminFree:
                  config.admin_free_delivery?.status === 1
                    ? {
                        type: config.admin_free_delivery.type ?? null,
                        over: config.admin_free_delivery.free_delivery_over ?? null,
                      }
                    : null,
                surchargePercent: zone?.increasedDeliveryFeeStatus === 1 ? zone.increasedDeliveryFee : 0,
              }
            : null,
        additionalCharge: config.additional_charge_status === 1 ? (config.additional_charge ?? 0) : 0,
        tips: config.dm_tips_status === 1 ? (b.dm_tips ?? 0) : 0,
      };
      if (priced.reduce((s, p) => s + p.unit * p.cart.quantity + p.addOnTotal, 0) < store.minimumOrder)
        throw forbidden('order_amount', `The minimum order amount of this store is ${store.minimumOrder}.`);
      let coupon = null;
      if (!blank(b.coupon_code)) {
        const pre = priceOrder(base);
        coupon = await usableCoupon(ctx.db, {
          code: b.coupon_code!,
          moduleId: store.moduleId,
          storeId: store.id,
          zoneId: store.zoneId,
          userId: owner.userId,
          amount: pre.subtotal - pre.discount,
          now,
        });
      }
      const price = priceOrder({ ...base, coupon: coupon ? couponRule(coupon) : null });

      // payment
      const partial = b.partial_payment === true || b.partial_payment === 1;
      let walletPart = 0;
      if (b.payment_method === 'wallet' || partial) {
        if (owner.userId === null) throw forbidden('payment_method', 'Sign in to pay with your wallet.');
        if (config.customer_wallet_status !== 1) throw forbidden('payment_method', 'The wallet is not available.');
        const balance = await walletBalance(ctx.db, owner.userId);
        if (b.payment_method === 'wallet') {
          if (balance < price.total)
            throw forbidden('payment_method', 'Your wallet balance is not enough for this order.');
          walletPart = price.total;
        } else {
          if (config.partial_payment_status !== 1)
            throw forbidden('partial_payment', 'Partial payment is not available.');
          if (balance <= 0) throw forbidden('partial_payment', 'Your wallet is empty.');
          if (balance >= price.total)
            throw forbidden('partial_payment', 'Your wallet covers the whole amount: pay with the wallet.');
          walletPart = balance;
        }
      }
      const remainder = price.total - walletPart;
      if (b.payment_method === 'cash_on_delivery' && remainder > 0) {
        if (!config.cash_on_delivery || zone?.cashOnDelivery === 0)
          throw forbidden('payment_method', 'Cash on delivery is not available in this zone.');
        if (pivot?.maximumCodOrderAmount && remainder > pivot.maximumCodOrderAmount)
          throw forbidden('order_amount', COD_LIMIT_MESSAGE);
      }
      if (b.payment_method === 'digital_payment' && (!config.digital_payment || zone?.digitalPayment === 0))
        throw forbidden('payment_method', 'Digital payment is not available in this zone.');

      const [snapshotItems, snapshotCampaigns] = await Promise.all([
        loadItemsByIds(ctx.db, itemIds, opts),
        loadCampaignItemsByIds(ctx.db, campaignIds, opts),
      ]);
      const paymentMethod = partial ? 'partial_payment' : b.payment_method;
      const paymentStatus =
        b.payment_method === 'wallet' || b.payment_method === 'digital_payment'
          ? 'paid'
          : partial
            ? 'partially_paid'
            : 'unpaid';

      const orderId = await ctx.db.transaction(async (tx) => {
        const [order] = await tx
          .insert(orders)
          .values({
            userId: owner.userId,
            guestId: owner.guestId,
            isGuest: owner.userId === null ? 1 : 0,
            storeId: store.id,
            moduleId: store.moduleId,
            zoneId: store.zoneId,
            orderType: b.order_type,
            paymentMethod,
            paymentStatus,
            orderAmount: price.total,
            storeDiscountAmount: price.discount,
            couponCode: coupon?.code ?? null,
            couponDiscountAmount: price.coupon,
            couponDiscountTitle: coupon?.title ?? null,
            couponCreatedBy: coupon?.createdBy ?? null,
            totalTaxAmount: price.tax,
            taxPercentage: store.tax,
            taxStatus: config.tax_included === 1 ? 'included' : 'excluded',
            deliveryCharge: price.deliveryFee,
            originalDeliveryCharge: price.originalDeliveryFee,
            freeDeliveryBy: price.freeDeliveryBy,
            additionalCharge: price.additionalCharge,
            dmTips: price.tips,
            partiallyPaidAmount: partial ? Math.round(walletPart * 100) / 100 : 0,
            deliveryAddress:
              b.order_type === 'delivery' || !blank(b.contact_person_name)
                ? {
                    contact_person_name: clean(b.contact_person_name) ?? '',
                    contact_person_number: clean(b.contact_person_number) ?? '',
                    contact_person_email: clean(b.contact_person_email),
                    address_type: clean(b.address_type) ?? 'others',
                    address: clean(b.address),
                    floor: clean(b.floor),
                    road: clean(b.road),
                    house: clean(b.house),
                    longitude: lng === null ? null : String(lng),
                    latitude: lat === null ? null : String(lat),
                  }
                : null,
            distance: Math.round(distanceKm * 1000) / 1000,
            scheduleAt,
            scheduled,
            orderNote: clean(b.order_note),
            deliveryInstruction: clean(b.delivery_instruction),
            unavailableItemNote: clean(b.unavailable_item_note),
            cutlery: b.cutlery === true || b.cutlery === 1 ? 1 : 0,
            otp: String(randomInt(1000, 10000)),
            pendingAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: orders.id, createdAt: orders.createdAt });
        await tx.insert(orderDetails).values(
          priced.map((p, i) => ({
            orderId: order!.id,
            itemId: p.cart.itemType === CAMPAIGN_MODEL ? null : p.item.id,
            itemCampaignId: p.cart.itemType === CAMPAIGN_MODEL ? p.item.id : null,
            itemDetails: ((p.cart.itemType === CAMPAIGN_MODEL ? snapshotCampaigns : snapshotItems).get(p.item.id) ?? {
              id: p.item.id,
              name: p.item.name,
            }) as Record<string, unknown>,
            quantity: p.cart.quantity,
            price: p.unit,
            variation: p.cart.variation,
            addOns: p.chosenAddOns,
            discountOnItem: price.lineDiscounts[i]!,
            discountType: price.discountBy === 'store' ? 'discount_on_store' : 'discount_on_product',
            taxAmount:
              price.subtotal > 0
                ? Math.round(((price.tax * (p.unit * p.cart.quantity + p.addOnTotal)) / price.subtotal) * 100) / 100
                : 0,
            totalAddOnPrice: Math.round(p.addOnTotal * 100) / 100,
            createdAt: now,
          })),
        );
        if (walletPart > 0) {
          const ok = await debitWallet(
            tx,
            owner.userId!,
            walletPart,
            partial ? 'partial_payment' : 'order_place',
            `order #${order!.id}`,
            now,
          );
          if (!ok) throw forbidden('payment_method', 'Your wallet balance is not enough for this order.');
        }
        if (coupon) await recordCouponUse(tx, coupon, owner.userId, order!.id, now);
        await tx
          .update(stores)
          .set({ orderCount: sql`${stores.orderCount} + 1` })
          .where(eq(stores.id, store.id));
        await tx.delete(carts).where(cartWhere);
        return order!.id;
      });

      const out: {
        message: string;
        order_id: number;
        total_ammount: number;
        status: string;
        created_at: string;
        user_id: number;
        redirect_link?: string;
      } = {
        message: 'Order placed successfully!',
        order_id: orderId,
        total_ammount: price.total,
        status: 'pending',
        created_at: iso(now),
        user_id: owner.userId ?? 0,
      };
      if (b.payment_method === 'digital_payment') {
        const callback = clean(b.callback) ?? '/track-order';
        out.redirect_link = `${callback}${callback.includes('?') ? '&' : '?'}flag=success&order_id=${orderId}`;
      }
      return out;
    },

    getOrderList: async (req) => listOrders(req, null),
    getRunningOrders: async (req) => listOrders(req, [...RUNNING_ORDER_STATUSES]),

    getOrderDetails: async (req) => {
      const owner = ownerOf(req);
      const order = await ownedOrder(ctx.db, owner, req.query.order_id);
      const rows = await ctx.db
        .select()
        .from(orderDetails)
        .where(eq(orderDetails.orderId, order.id))
        .orderBy(orderDetails.id);
      return rows.map(serializeOrderDetail);
    },

    trackOrder: async (req) => {
      const owner = ownerOf(req);
      if (owner.userId === null && blank(req.query.contact_number))
        throw forbidden('contact_number', 'The contact number field is required.');
      const order = await ownedOrder(
        ctx.db,
        owner,
        req.query.order_id,
        owner.userId === null ? req.query.contact_number!.trim() : null,
      );
      const [json] = await serializeOrders(ctx.db, [order], serializeOptions(ctx, req).locale, true);
      return json!;
    },

    cancelOrder: async (req) => {
      const owner = ownerOf(req);
      const order = await ownedOrder(ctx.db, owner, req.body.order_id);
      if (order.orderStatus !== 'pending')
        throw forbidden('order', 'You can not cancel the order after it is confirmed.');
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(orders)
          .set({
            orderStatus: 'canceled',
            canceledAt: now,
            canceledBy: 'customer',
            cancellationReason: clean(req.body.reason),
            updatedAt: now,
          })
          .where(eq(orders.id, order.id));
        const walletPart =
          order.paymentMethod === 'wallet'
            ? order.orderAmount
            : order.paymentMethod === 'partial_payment'
              ? order.partiallyPaidAmount
              : 0;
        if (order.userId !== null && walletPart > 0)
          await refundWallet(tx, order.userId, walletPart, `order #${order.id}`, now);
      });
      return { message: 'Order canceled successfully.' };
    },
  };
});
