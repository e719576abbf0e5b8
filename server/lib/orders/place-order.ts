// Placing a store order from the cart (POST /customer/order/place), as a sequence of named steps. Each step either
// loads what the next ones need or checks one rule and throws 6amMart's error; the pure ones are unit-tested alone
// (test/server/checkout-steps.test.ts), the whole sequence by test/server/orders.test.ts.
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { notifyOrderStatus } from '../notifications/notifications.ts';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema/catalogue.ts';
import { carts } from '../../db/schema/customer.ts';
import { orderDetails, orders } from '../../db/schema/orders.ts';
import type { operations } from '../../../openapi/storefront.d.ts';
import { isItemAvailable, isStoreOpen } from '../../../domain/availability.ts';
import { CAMPAIGN_MODEL } from '../../../domain/cart-item-type.ts';
import { pointInPolygon } from '../../../domain/geo.ts';
import type { CouponRule } from '../../../domain/pricing/coupon.ts';
import { itemDiscount } from '../../../domain/pricing/discount.ts';
import type { DeliveryRule, SurgePrice } from '../../../domain/pricing/delivery.ts';
import { deliveryKm } from '../../../domain/pricing/distance.ts';
import { addOnsTotal, chosenAddOns } from '../../../domain/pricing/add-ons.ts';
import {
  deliveryRuleOf,
  orderPriceInputOf,
  type StoreDeliveryCharges,
  type ZoneDeliveryCharges,
} from '../../../domain/pricing/checkout.ts';
import { offeredOrderTypes } from '../../../domain/checkout.ts';
import { round2 } from '../../../domain/pricing/money.ts';
import { orderSubtotal, priceOrder, type OrderPrice, type OrderPriceInput } from '../../../domain/pricing/order.ts';
import { unitPrice, type CartVariation } from '../../../domain/pricing/unit-price.ts';
import {
  addressLinesOf,
  blank,
  checkGuestCheckout,
  clean,
  parseScheduleAt,
  walletShare,
} from '../checkout/checkout.ts';
import { loadConfig, type BusinessConfig } from '../config/business-config.ts';
import { couponRule, recordCouponUse, usableCoupon, type CouponRow } from '../coupons/usable-coupon.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { OFFLINE_PAYMENT_OFF_MESSAGE } from './offline-payment.ts';
import { deliveryVehicleCharge } from '../order-extras/order-extra-lists.ts';
import { runningSurge } from '../order-extras/order-extras.ts';
import type { AppContext } from '../http/handler.ts';
import type { Owner, RequestScope } from '../http/scope.ts';
import type { SerializeOptions } from '../http/serialize.ts';
import { availabilityOf, serializeItems, type ItemCampaignRow, type ItemRow } from '../items/item.ts';
import type { CatalogueRows, ModuleZoneRow, ZoneRow } from '../catalogue/catalogue-rows.ts';
import type { ModuleRow } from '../../db/row-types.ts';
import { openingPeriods, runningDiscount, type StoreRow, type StoreScheduleRow } from '../stores/store.ts';
import { recordFlashSales } from '../catalogue/flash-price.ts';
import { debitWallet, walletBalance } from '../wallet/payments.ts';
import { checkPrescription, orderAttachmentsOf, saveOrderAttachments, type OrderAttachment } from './attachments.ts';
import { buyNowEntries, loadBuyNowLines } from './buy-now.ts';
import { chosenVariation, reserveStock } from './stock.ts';

type Body = NonNullable<operations['placeOrder']['requestBody']>['content']['application/json'];

export const COD_LIMIT_MESSAGE =
  'The total amount of the order, exceeds maximum amount of the cash on delivery method.';

type CartRow = typeof carts.$inferSelect;

/** The store the order goes to, with its schedule, zone and the module's charges in that zone. */
export interface OrderStore {
  store: StoreRow;
  schedules: StoreScheduleRow[];
  zone: ZoneRow | undefined;
  pivot: ModuleZoneRow | undefined;
}

/**
 * Step: the approved store of the request's module (404 store otherwise), with what the checks need. `rows`: the
 * catalogue rows placement may price from (`CatalogueCache.rows({ money: true })`).
 */
export async function loadOrderStore(
  rows: CatalogueRows,
  storeId: number,
  moduleId: number | null,
): Promise<OrderStore> {
  const store = (await rows.stores([storeId])).get(storeId);
  if (!store || store.status !== 1 || store.moduleId !== moduleId) throw notFound('store', 'Store not found.');
  const [schedules, zone, pivot] = await Promise.all([
    rows.schedules(store.id),
    rows.zone(store.zoneId),
    rows.moduleZone(store.moduleId, store.zoneId),
  ]);
  return { store, schedules, zone, pivot };
}

export interface CartLine {
  cart: CartRow;
  item: ItemRow | ItemCampaignRow;
}

export const cartOf = (owner: Owner, moduleId: number) =>
  and(
    owner.userId !== null ? eq(carts.userId, owner.userId) : eq(carts.guestId, owner.guestId),
    eq(carts.moduleId, moduleId),
  );

/** Buy now (`is_buy_now` = 1): the one cart row to place (`cart_id`, required then); null places the whole cart. */
export function buyNowCartId(b: Pick<Body, 'is_buy_now' | 'cart_id'>): number | null {
  if (b.is_buy_now !== 1 && b.is_buy_now !== true) return null;
  if (b.cart_id == null) throw forbidden('cart_id', 'The cart id field is required.');
  return b.cart_id;
}

/** Step: the owner's cart in the store's module (only the `buyNow` row when given) with each row's item. */
export async function loadCart(
  db: Db,
  catalogue: CatalogueRows,
  owner: Owner,
  moduleId: number,
  buyNow: number | null = null,
) {
  const cartRows = await db
    .select()
    .from(carts)
    .where(and(cartOf(owner, moduleId), buyNow === null ? undefined : eq(carts.id, buyNow)))
    .orderBy(carts.id);
  const itemIds = cartRows.filter((c) => c.itemType !== CAMPAIGN_MODEL).map((c) => c.itemId);
  const campaignIds = cartRows.filter((c) => c.itemType === CAMPAIGN_MODEL).map((c) => c.itemId);
  const [itemRows, campaignRows] = await Promise.all([catalogue.items(itemIds), catalogue.campaigns(campaignIds)]);
  const rows = cartRows.map((cart) => ({
    cart,
    item: (cart.itemType === CAMPAIGN_MODEL ? campaignRows : itemRows).get(cart.itemId),
  }));
  return { rows };
}

/** Step: the cart is not empty, every item is still active and from the order's store. */
export function checkCartLines(
  rows: { cart: CartRow; item: ItemRow | ItemCampaignRow | undefined }[],
  storeId: number,
) {
  if (!rows.length) throw forbidden('cart', 'Your cart is empty.');
  for (const l of rows) {
    if (!l.item || l.item.status !== 1) throw forbidden('cart', 'An item in your cart is no longer available.');
    if (l.item.storeId !== storeId) throw forbidden('store_id', 'Your cart has items from another store.');
  }
  return rows as CartLine[];
}

/** Step: the order type is offered by the store and switched on in the config. */
export function checkOrderType(
  store: Pick<StoreRow, 'delivery' | 'takeAway'>,
  config: Pick<BusinessConfig, 'home_delivery_status' | 'takeaway_status'>,
  orderType: string,
) {
  const offered = offeredOrderTypes(store, config);
  if (orderType === 'delivery' && !offered.includes('delivery'))
    throw forbidden('order_type', 'Home delivery is not available for this store.');
  if (orderType === 'take_away' && !offered.includes('take_away'))
    throw forbidden('order_type', 'Take away is not available for this store.');
}

export interface DeliveryPlace {
  lat: number | null;
  lng: number | null;
  /** km from the store (domain/pricing/distance.ts deliveryKm, as config/distance-api answers it; 0 for take-away). */
  distanceKm: number;
}

/** Where a delivery goes, the delivery vehicle's extra charge there and the surge running at the order's time. */
export interface PricedPlace extends DeliveryPlace {
  /** As vehicle/extra_charge answers it for `distanceKm` (0 for take-away). */
  extraCharge: number;
  /** As customer/order/get-surge-price answers it for the store's zone and module at the order's time (null: none). */
  surge: SurgePrice | null;
}

/**
 * Step: where a delivery goes (address and coordinates required, inside the store's zone) and how far it is. The
 * distance is the server's own (never the `distance` a client sends): the one config/distance-api answers.
 */
export function deliveryPlace(
  b: Pick<Body, 'order_type' | 'address' | 'latitude' | 'longitude'>,
  store: Pick<StoreRow, 'latitude' | 'longitude'>,
  zone: Pick<ZoneRow, 'coordinates'> | undefined,
): DeliveryPlace {
  if (b.order_type !== 'delivery') return { lat: null, lng: null, distanceKm: 0 };
  if (blank(b.address)) throw forbidden('address', 'The address field is required.');
  const lat = Number(b.latitude);
  const lng = Number(b.longitude);
  if (b.latitude == null || b.latitude === '' || !Number.isFinite(lat))
    throw forbidden('latitude', 'The latitude field is required.');
  if (b.longitude == null || b.longitude === '' || !Number.isFinite(lng))
    throw forbidden('longitude', 'The longitude field is required.');
  if (!zone || !pointInPolygon(lat, lng, zone.coordinates))
    throw forbidden('coordinates', 'Sorry, the store does not deliver to this address.');
  return { lat, lng, distanceKm: deliveryKm({ lat: store.latitude, lng: store.longitude }, { lat, lng }) };
}

/** Step: when the order is for: now, or a later time the config and the store allow (scheduled = 1). */
export function orderSchedule(
  scheduleText: string | null | undefined,
  now: Date,
  config: Pick<BusinessConfig, 'schedule_order'>,
  store: Pick<StoreRow, 'scheduleOrder'>,
): { scheduleAt: Date; scheduled: 0 | 1 } {
  const at = parseScheduleAt(scheduleText, now, 'The schedule at is not a valid date.');
  if (!at || at.getTime() <= now.getTime() + 60_000) return { scheduleAt: now, scheduled: 0 };
  if (!config.schedule_order || !store.scheduleOrder)
    throw forbidden('schedule_at', 'Scheduled orders are not available for this store.');
  return { scheduleAt: at, scheduled: 1 };
}

/** Step: the store is open and every item available at the order's time. */
export function checkOpenAndAvailable(
  store: StoreRow,
  schedules: StoreScheduleRow[],
  lines: CartLine[],
  when: { scheduleAt: Date; scheduled: 0 | 1 },
) {
  if (!isStoreOpen(store, openingPeriods(schedules), when.scheduleAt))
    throw forbidden(
      'schedule_at',
      when.scheduled
        ? 'The store is closed at the scheduled time.'
        : 'The store is closed now. Schedule the order for later.',
    );
  for (const l of lines)
    if (!isItemAvailable(availabilityOf(l.item), when.scheduleAt))
      throw forbidden('cart', `${l.item.name} is not available at the order time.`);
}

/**
 * Steps shared by every order of a store (a cart's, Buy Now's, a prescription's): the order type is offered, where
 * it goes (with the delivery vehicle's extra charge for the distance, as vehicle/extra_charge answers it, and the
 * surge running then, as get-surge-price answers it) and when it is for, and the store open with every item available
 * then.
 */
export async function placeAndTime(
  db: Db,
  where: OrderStore,
  config: BusinessConfig,
  b: Body,
  lines: CartLine[],
  now: Date,
) {
  checkOrderType(where.store, config, b.order_type);
  const delivery = deliveryPlace(b, where.store, where.zone);
  const when = orderSchedule(b.schedule_at, now, config, where.store);
  checkOpenAndAvailable(where.store, where.schedules, lines, when);
  const toDoor = b.order_type === 'delivery';
  const extraCharge = toDoor ? await deliveryVehicleCharge(db, delivery.distanceKm) : 0;
  const surge = toDoor ? await runningSurge(db, where.store.zoneId, where.store.moduleId, when.scheduleAt) : null;
  const place: PricedPlace = { ...delivery, extraCharge, surge };
  return { place, when };
}

export interface PricedLine extends CartLine {
  unit: number;
  chosenAddOns: { id: number; name: string; price: number; quantity: number }[];
  addOnTotal: number;
  itemDiscountPerUnit: number;
  /** The flash sale product the line is sold from (its `sold` grows with the order). */
  flashProductId?: number;
}

/**
 * Step: each line's server-side unit price, chosen add-ons and own discount: an item in a running flash sale has the
 * sale's discount instead of its own (server/lib/catalogue/flash-price.ts), whatever price the cart line was sent with.
 */
export async function priceLines(catalogue: CatalogueRows, lines: CartLine[], now: Date): Promise<PricedLine[]> {
  const plainIds = lines.filter((l) => l.cart.itemType !== CAMPAIGN_MODEL).map((l) => l.item.id);
  const [addOnRows, flashPrices] = await Promise.all([
    catalogue.addOns(lines.flatMap((l) => l.cart.addOnIds)),
    catalogue.flashPrices(plainIds, now),
  ]);
  return lines.map(({ cart, item }) => {
    const unit = unitPrice(item, cart.variation as CartVariation);
    const chosen = chosenAddOns(cart.addOnIds, cart.addOnQtys, addOnRows).map((a) => ({
      id: a.id,
      name: a.name,
      price: a.price,
      quantity: a.quantity,
    }));
    const addOnTotal = addOnsTotal(chosen);
    const flash = cart.itemType === CAMPAIGN_MODEL ? undefined : flashPrices.get(item.id);
    const discount = flash ? { discount: flash.discount, discountType: flash.discountType } : item;
    return {
      cart,
      item,
      unit,
      chosenAddOns: chosen,
      addOnTotal,
      itemDiscountPerUnit: itemDiscount(discount, unit),
      flashProductId: flash?.productId,
    };
  });
}

/** A store's own delivery charges (domain/pricing/checkout.ts reads them with self-delivery). */
const storeChargesOf = (store: StoreRow): StoreDeliveryCharges => ({
  selfDelivery: Boolean(store.selfDeliverySystem),
  freeDelivery: store.freeDelivery,
  perKm: store.perKmShippingCharge,
  minimum: store.minimumShippingCharge,
  maximum: store.maximumShippingCharge,
});

/** The module's charges in the store's zone and the zone's increased delivery fee. */
const zoneChargesOf = ({ zone, pivot }: Pick<OrderStore, 'zone' | 'pivot'>): ZoneDeliveryCharges | null =>
  zone || pivot
    ? {
        perKm: pivot?.perKmShippingCharge ?? 0,
        minimum: pivot?.minimumShippingCharge ?? 0,
        maximum: pivot?.maximumShippingCharge ?? null,
        surchargePercent: zone?.increasedDeliveryFeeStatus === 1 ? zone.increasedDeliveryFee : 0,
      }
    : null;

/** The delivery pricing rule of a store: its own charges with self-delivery, else the module's in the zone. */
export function deliveryRule(
  where: Pick<OrderStore, 'store' | 'zone' | 'pivot'>,
  config: Pick<BusinessConfig, 'admin_free_delivery'>,
  place: Pick<PricedPlace, 'distanceKm' | 'extraCharge'>,
): DeliveryRule {
  return deliveryRuleOf(storeChargesOf(where.store), zoneChargesOf(where), config, place.distanceKm, place.extraCharge);
}

/** Step: the pricing input of the order (without a coupon). */
export function orderPriceInput(
  where: Pick<OrderStore, 'store' | 'zone' | 'pivot'>,
  config: BusinessConfig,
  b: Pick<Body, 'order_type' | 'dm_tips'>,
  priced: PricedLine[],
  place: Pick<PricedPlace, 'distanceKm' | 'extraCharge' | 'surge'>,
  now: Date,
): OrderPriceInput {
  return orderPriceInputOf(
    {
      lines: priced.map((p) => ({
        unit: p.unit,
        quantity: p.cart.quantity,
        addOns: p.addOnTotal,
        itemDiscountPerUnit: p.itemDiscountPerUnit,
      })),
      storeDiscount: runningDiscount(where.store, now),
      taxRate: where.store.tax,
      orderType: b.order_type,
      distanceKm: place.distanceKm,
      extraCharge: place.extraCharge,
      surge: place.surge,
      store: storeChargesOf(where.store),
      zone: zoneChargesOf(where),
      tips: b.dm_tips ?? 0,
    },
    config,
  );
}

/** Step: the cart reaches the store's minimum order. */
export function checkMinimumOrder(store: Pick<StoreRow, 'minimumOrder'>, input: OrderPriceInput) {
  if (orderSubtotal(input.lines) < store.minimumOrder)
    throw forbidden('order_amount', `The minimum order amount of this store is ${store.minimumOrder}.`);
}

/** Step: the usable coupon of `coupon_code` (checked against the subtotal after the store discount), or null. */
export async function orderCoupon(
  db: Db,
  code: string | null | undefined,
  owner: Owner,
  store: StoreRow,
  input: OrderPriceInput,
  now: Date,
): Promise<CouponRow | null> {
  if (blank(code)) return null;
  const pre = priceOrder(input);
  return usableCoupon(db, {
    code: code!,
    moduleId: store.moduleId,
    storeId: store.id,
    zoneId: store.zoneId,
    userId: owner.userId,
    amount: pre.subtotal - pre.discount,
    now,
  });
}

export interface PaymentPlan {
  paymentMethod: string;
  paymentStatus: 'paid' | 'partially_paid' | 'unpaid';
  partial: boolean;
  /** What the wallet pays now. */
  walletPart: number;
}

/** Step: how the order is paid (wallet share, cash-on-delivery and digital payment rules of the zone). */
export async function paymentPlan(
  db: Db,
  owner: Owner,
  config: BusinessConfig,
  where: Pick<OrderStore, 'zone' | 'pivot'>,
  b: Pick<Body, 'payment_method' | 'partial_payment'>,
  total: number,
): Promise<PaymentPlan> {
  const partial = b.partial_payment === true || b.partial_payment === 1;
  let walletPart = 0;
  if (b.payment_method === 'wallet' || partial) {
    const balance = owner.userId === null ? 0 : await walletBalance(db, owner.userId);
    walletPart = walletShare(owner, {
      method: b.payment_method === 'wallet' ? 'wallet' : 'partial',
      total,
      balance,
      config,
      noun: 'order',
      partialCode: 'partial_payment',
    });
  }
  checkPaymentMethod(config, where, b.payment_method, total - walletPart);
  return {
    paymentMethod: partial ? 'partial_payment' : b.payment_method,
    // a digital payment is made on the payment page afterwards: until then the order is unpaid
    paymentStatus: b.payment_method === 'wallet' ? 'paid' : partial ? 'partially_paid' : 'unpaid',
    partial,
    walletPart,
  };
}

/**
 * Step, inside the placing transaction: the wallet pays its share of order `orderId` (the whole order, or the partial
 * payment's part), debited atomically only while the balance covers it; a short balance throws and so rolls the
 * order back.
 */
export async function payWalletPart(tx: Db, owner: Owner, payment: PaymentPlan, orderId: number, now: Date) {
  if (payment.walletPart <= 0) return;
  const ok = await debitWallet(
    tx,
    owner.userId!,
    payment.walletPart,
    payment.partial ? 'partial_payment' : 'order_place',
    `order #${orderId}`,
    now,
  );
  if (!ok) throw forbidden('payment_method', 'Your wallet balance is not enough for this order.');
}

/**
 * Cash on delivery (on, in the zone, under the module's COD limit), digital payment (on, in the zone) and offline
 * payment (on; its information is sent after the order, lib/orders/offline-payment.ts).
 */
export function checkPaymentMethod(
  config: Pick<BusinessConfig, 'cash_on_delivery' | 'digital_payment' | 'offline_payment_status'>,
  { zone, pivot }: Pick<OrderStore, 'zone' | 'pivot'>,
  method: string,
  remainder: number,
) {
  if (method === 'cash_on_delivery' && remainder > 0) {
    if (!config.cash_on_delivery || zone?.cashOnDelivery === 0)
      throw forbidden('payment_method', 'Cash on delivery is not available in this zone.');
    if (pivot?.maximumCodOrderAmount && remainder > pivot.maximumCodOrderAmount)
      throw forbidden('order_amount', COD_LIMIT_MESSAGE);
  }
  if (method === 'digital_payment' && (!config.digital_payment || zone?.digitalPayment === 0))
    throw forbidden('payment_method', 'Digital payment is not available in this zone.');
  if (method === 'offline_payment' && config.offline_payment_status !== 1)
    throw forbidden('payment_method', OFFLINE_PAYMENT_OFF_MESSAGE);
}

/** The delivery address stored with the order (deliveries, and any order with a contact person). */
export function deliveryAddressOf(b: Body, place: DeliveryPlace) {
  if (b.order_type !== 'delivery' && blank(b.contact_person_name)) return null;
  return {
    contact_person_name: clean(b.contact_person_name) ?? '',
    contact_person_number: clean(b.contact_person_number) ?? '',
    ...addressLinesOf(b),
    longitude: place.lng === null ? null : String(place.lng),
    latitude: place.lat === null ? null : String(place.lat),
  };
}

export interface OrderDraft {
  owner: Owner;
  /** The store's module. */
  module: ModuleRow;
  /** The catalogue rows the order is priced from (its lines' snapshots are serialized from them too). */
  rows: CatalogueRows;
  body: Body;
  config: BusinessConfig;
  where: OrderStore;
  place: PricedPlace;
  when: { scheduleAt: Date; scheduled: 0 | 1 };
  priced: PricedLine[];
  price: OrderPrice;
  coupon: CouponRow | null;
  payment: PaymentPlan;
  now: Date;
  /** Buy now: only this cart row is taken (the rest of the cart stays). */
  buyNow?: number | null;
  /** Buy now with a `cart` body (buy-now.ts), or a prescription order (prescription.ts): the cart is not touched. */
  fromBody?: boolean;
  /** Prescription images. */
  attachments?: OrderAttachment[];
}

/** Step: empties the cart (still all there, or 403), reserves the stock (403 `stock` naming the item), writes the order, its lines (with item snapshots), the wallet
 * debit and coupon use, in one transaction. */
export async function saveOrder(db: Db, d: OrderDraft, opts: SerializeOptions): Promise<number> {
  const { owner, body: b, where, price, payment, now } = d;
  const { store } = where;
  // each line's item as the shopper saw it, from the rows it is priced from
  const snapshots = await serializeItems(
    db,
    d.priced.map((p) => p.item),
    opts,
    undefined,
    { stores: [store], modules: [d.module], rows: d.rows },
  );
  return db.transaction(async (tx) => {
    // The cart is taken first: parallel placements of one cart wait on these rows, and only the first finds them.
    if (!d.fromBody) {
      const taken = new Set(
        (
          await tx
            .delete(carts)
            .where(and(cartOf(owner, store.moduleId), d.buyNow == null ? undefined : eq(carts.id, d.buyNow)))
            .returning({ id: carts.id })
        ).map((r) => r.id),
      );
      if (d.priced.some((p) => !taken.has(p.cart.id))) throw forbidden('cart', 'Your cart is empty.');
    }
    await reserveStock(
      tx,
      d.module.moduleType,
      d.priced.map((p) => ({
        itemId: p.item.id,
        campaign: p.cart.itemType === CAMPAIGN_MODEL,
        variationType: chosenVariation(p.cart.variation),
        quantity: p.cart.quantity,
        name: p.item.name,
      })),
    );
    await recordFlashSales(tx, d.priced);
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
        paymentMethod: payment.paymentMethod,
        paymentStatus: payment.paymentStatus,
        orderAmount: price.total,
        storeDiscountAmount: price.discount,
        couponCode: d.coupon?.code ?? null,
        couponDiscountAmount: price.coupon,
        couponDiscountTitle: d.coupon?.title ?? null,
        couponCreatedBy: d.coupon?.createdBy ?? null,
        totalTaxAmount: price.tax,
        taxPercentage: store.tax,
        taxStatus: d.config.tax_included === 1 ? 'included' : 'excluded',
        deliveryCharge: price.deliveryFee,
        originalDeliveryCharge: price.originalDeliveryFee,
        freeDeliveryBy: price.freeDeliveryBy,
        additionalCharge: price.additionalCharge,
        dmTips: price.tips,
        partiallyPaidAmount: payment.partial ? round2(payment.walletPart) : 0,
        deliveryAddress: deliveryAddressOf(b, d.place),
        distance: Math.round(d.place.distanceKm * 1000) / 1000,
        scheduleAt: d.when.scheduleAt,
        scheduled: d.when.scheduled,
        orderNote: clean(b.order_note),
        deliveryInstruction: clean(b.delivery_instruction),
        unavailableItemNote: clean(b.unavailable_item_note),
        cutlery: b.cutlery === true || b.cutlery === 1 ? 1 : 0,
        otp: String(randomInt(1000, 10000)),
        pendingAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    await notifyOrderStatus(tx as unknown as Db, { id: order!.id, userId: owner.userId }, 'pending', now);
    // a prescription order (prescription.ts) has no lines
    if (d.priced.length)
      await tx.insert(orderDetails).values(
        d.priced.map((p, i) => {
          const campaign = p.cart.itemType === CAMPAIGN_MODEL;
          return {
            orderId: order!.id,
            itemId: campaign ? null : p.item.id,
            itemCampaignId: campaign ? p.item.id : null,
            itemDetails: snapshots[i]! as Record<string, unknown>,
            quantity: p.cart.quantity,
            price: p.unit,
            variation: p.cart.variation,
            addOns: p.chosenAddOns,
            discountOnItem: price.lineDiscounts[i]!,
            discountType: price.discountBy === 'store' ? 'discount_on_store' : 'discount_on_product',
            taxAmount: price.lineTaxes[i]!,
            totalAddOnPrice: round2(p.addOnTotal),
            createdAt: now,
          };
        }),
      );
    await saveOrderAttachments(tx, order!.id, d.attachments ?? [], now);
    await payWalletPart(tx, owner, payment, order!.id, now);
    if (d.coupon) await recordCouponUse(tx, d.coupon, owner.userId, order!.id, now);
    await tx
      .update(stores)
      .set({ orderCount: sql`${stores.orderCount} + 1` })
      .where(eq(stores.id, store.id));
    return order!.id;
  });
}

/** What placing an order needs of the request besides its body. */
export interface PlaceRequest {
  owner: Owner;
  /** The request's module (the store must be of it). */
  module: ModuleRow | null;
  /** The catalogue rows to price from (`CatalogueCache.rows({ money: true })`). */
  rows: CatalogueRows;
  config: BusinessConfig;
  now: Date;
  opts: SerializeOptions;
}

/** A request's PlaceRequest: who, the module, the catalogue rows, the config, the time, the answer's options. */
export const placeRequestOf = async (
  ctx: Pick<AppContext, 'db' | 'catalogue'>,
  scope: RequestScope,
  owner: Owner,
  now: Date,
): Promise<PlaceRequest> => ({
  owner,
  module: scope.module(),
  rows: await ctx.catalogue.rows({ money: true }),
  config: await loadConfig(ctx.db),
  now,
  opts: scope.serialize,
});

/** The last steps of every order (a cart's, a prescription's): how it is paid, then the order saved; its id and total. */
export async function payAndSave(
  db: Db,
  input: PlaceRequest,
  d: Omit<OrderDraft, 'owner' | 'module' | 'rows' | 'config' | 'now' | 'payment'>,
) {
  const { owner, config, now } = input;
  const payment = await paymentPlan(db, owner, config, d.where, d.body, d.price.total);
  const draft = { ...d, owner, module: input.module!, rows: input.rows, config, now, payment };
  return { orderId: await saveOrder(db, draft, input.opts), total: d.price.total };
}

/** The whole sequence. */
export async function placeOrder(db: Db, input: PlaceRequest & { body: Body }) {
  const { owner, body: b, config, now } = input;
  checkGuestCheckout(owner, config, b);
  if (b.store_id == null) throw forbidden('store_id', 'The store id field is required.');
  const attachments = orderAttachmentsOf(b);
  const bought = buyNowEntries(b);
  const buyNow = bought ? null : buyNowCartId(b);
  const where = await loadOrderStore(input.rows, b.store_id, input.module?.id ?? null);
  const module = input.module!; // the store's, found above
  const cart = bought
    ? await loadBuyNowLines(input.rows, owner, module, bought, now)
    : await loadCart(db, input.rows, owner, module.id, buyNow);
  const lines = checkCartLines(cart.rows, where.store.id);
  checkPrescription(lines, attachments);
  const at = await placeAndTime(db, where, config, b, lines, now);
  const priced = await priceLines(input.rows, lines, now);
  const base = orderPriceInput(where, config, b, priced, at.place, now);
  checkMinimumOrder(where.store, base);
  const coupon = await orderCoupon(db, b.coupon_code, owner, where.store, base, now);
  const price = priceOrder({ ...base, coupon: coupon ? (couponRule(coupon) as CouponRule) : null });
  return payAndSave(db, input, {
    ...at,
    body: b,
    where,
    priced,
    price,
    coupon,
    buyNow,
    fromBody: !!bought,
    attachments,
  });
}
