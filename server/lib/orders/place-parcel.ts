// Placing a parcel (POST /customer/order/place with order_type=parcel, as 6amMart): the sender's address and contact
// person in the address fields, the receiver in receiver_details (a JSON text or the object), parcel_category_id and
// charge_payer. The server measures the distance itself (straight line sender → receiver; the client's `distance` is
// ignored) and prices it with domain/pricing/parcel.ts; a receiver pays only cash on delivery. Each step checks one
// rule and throws 6amMart's error shape; test/server/parcel.test.ts covers the sequence.
import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moduleZones } from '../../db/schema/catalogue.ts';
import { orders, type OrderAddress, type ParcelReceiver } from '../../db/schema/orders.ts';
import { deliveryVehicles, parcelCategories } from '../../db/schema/promotions.ts';
import type { operations } from '../../../openapi/storefront.d.ts';
import type { LatLng } from '../../../domain/geo.ts';
import { round2 } from '../../../domain/pricing/money.ts';
import { additionalChargeOf } from '../../../domain/pricing/additional-charge.ts';
import { deliveryKm } from '../../../domain/pricing/distance.ts';
import { parcelCharges, priceParcel, type ParcelPrice } from '../../../domain/pricing/parcel.ts';
import { vehicleExtraCharge } from '../../../domain/pricing/vehicle-charge.ts';
import { addressLinesOf, blank, checkGuestCheckout, clean } from '../checkout/checkout.ts';
import type { ModuleRow } from '../../db/row-types.ts';
import { loadConfig, type BusinessConfig } from '../config/business-config.ts';
import { zonesContaining, type ZoneRow } from '../geo/zones.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { ownerColumns, type Owner } from '../http/scope.ts';
import { paymentPlan, payWalletPart } from './place-order.ts';

type Body = NonNullable<operations['placeOrder']['requestBody']>['content']['application/json'];
type PivotRow = typeof moduleZones.$inferSelect;
type CategoryRow = typeof parcelCategories.$inferSelect;

export const parcelMessages = {
  module: 'Parcel delivery is not available in this module.',
  category: 'The parcel category id field is required.',
  categoryNotFound: 'Parcel category not found.',
  chargePayer: 'The charge payer field is required.',
  senderName: 'The contact person name field is required.',
  senderNumber: 'The contact person number field is required.',
  address: 'The address field is required.',
  latitude: 'The latitude field is required.',
  longitude: 'The longitude field is required.',
  senderZone: "The sender's address is outside every parcel delivery zone.",
  receiver: 'The receiver details field is required.',
  receiverInvalid: 'The receiver details are not valid.',
  receiverName: 'The receiver name field is required.',
  receiverNumber: 'The receiver phone field is required.',
  receiverAddress: "The receiver's address is required.",
  receiverZone: "The receiver's address is outside every parcel delivery zone.",
  receiverPays: 'The receiver can pay only by cash on delivery.',
} as const;

/** Step: the request's module is a parcel module. */
export function checkParcelModule(module: ModuleRow | null): ModuleRow {
  if (!module || module.moduleType !== 'parcel') throw forbidden('moduleId', parcelMessages.module);
  return module;
}

/** Step: the active category of the module (parcel_category_id required; 404 otherwise). */
export async function loadParcelCategory(db: Db, id: number | null | undefined, moduleId: number) {
  if (id == null) throw forbidden('parcel_category_id', parcelMessages.category);
  const [row] = await db
    .select()
    .from(parcelCategories)
    .where(and(eq(parcelCategories.id, id), eq(parcelCategories.moduleId, moduleId), eq(parcelCategories.status, 1)));
  if (!row) throw notFound('parcel_category_id', parcelMessages.categoryNotFound);
  return row;
}

/** Step: who pays the fee (sender | receiver). */
export function chargePayerOf(b: Pick<Body, 'charge_payer'>): 'sender' | 'receiver' {
  if (b.charge_payer !== 'sender' && b.charge_payer !== 'receiver')
    throw forbidden('charge_payer', parcelMessages.chargePayer);
  return b.charge_payer;
}

const coordinate = (v: unknown): number | null => {
  if (v == null || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** Step: the sender (address fields and contact person), with the point it is picked up at. */
export function senderOf(b: Body): { address: OrderAddress; point: LatLng } {
  if (blank(b.contact_person_name)) throw forbidden('contact_person_name', parcelMessages.senderName);
  if (blank(b.contact_person_number)) throw forbidden('contact_person_number', parcelMessages.senderNumber);
  if (blank(b.address)) throw forbidden('address', parcelMessages.address);
  const lat = coordinate(b.latitude);
  const lng = coordinate(b.longitude);
  if (lat === null || Math.abs(lat) > 90) throw forbidden('latitude', parcelMessages.latitude);
  if (lng === null || Math.abs(lng) > 180) throw forbidden('longitude', parcelMessages.longitude);
  return {
    point: { lat, lng },
    address: {
      contact_person_name: clean(b.contact_person_name)!,
      contact_person_number: clean(b.contact_person_number)!,
      ...addressLinesOf(b),
      latitude: String(lat),
      longitude: String(lng),
    },
  };
}

type ReceiverInput = Record<string, unknown>;

/** Step: the receiver of receiver_details (a JSON text, as 6amMart clients send it, or the object). */
export function receiverOf(raw: Body['receiver_details']): { fields: Omit<ParcelReceiver, 'zone_id'>; point: LatLng } {
  if (raw == null || (typeof raw === 'string' && blank(raw)))
    throw forbidden('receiver_details', parcelMessages.receiver);
  let r: ReceiverInput;
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      r = parsed as ReceiverInput;
    } catch {
      throw forbidden('receiver_details', parcelMessages.receiverInvalid);
    }
  } else r = raw as ReceiverInput;
  const text = (k: string) => (typeof r[k] === 'string' || typeof r[k] === 'number' ? clean(String(r[k])) : null);
  const name = text('contact_person_name');
  const number = text('contact_person_number');
  const address = text('address');
  if (!name) throw forbidden('receiver_details', parcelMessages.receiverName);
  if (!number) throw forbidden('receiver_details', parcelMessages.receiverNumber);
  if (!address) throw forbidden('receiver_details', parcelMessages.receiverAddress);
  const lat = coordinate(r.latitude);
  const lng = coordinate(r.longitude);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    throw forbidden('receiver_details', parcelMessages.receiverAddress);
  return {
    point: { lat, lng },
    fields: {
      contact_person_name: name.slice(0, 191),
      contact_person_number: number.slice(0, 20),
      address_type: text('address_type')?.slice(0, 50) ?? 'others',
      address: address.slice(0, 500),
      floor: text('floor')?.slice(0, 191) ?? null,
      road: text('road')?.slice(0, 191) ?? null,
      house: text('house')?.slice(0, 191) ?? null,
      latitude: String(lat),
      longitude: String(lng),
    },
  };
}

/** The smallest active zone containing the point that the parcel module serves, with the module's charges there. */
export async function parcelZoneAt(
  db: Db,
  point: LatLng,
  moduleId: number,
): Promise<{ zone: ZoneRow; pivot: PivotRow } | null> {
  const containing = (await zonesContaining(db, point.lat, point.lng)).filter((z) => z.status === 1);
  if (!containing.length) return null;
  const pivots = await db
    .select()
    .from(moduleZones)
    .where(
      and(
        eq(moduleZones.moduleId, moduleId),
        inArray(
          moduleZones.zoneId,
          containing.map((z) => z.id),
        ),
      ),
    );
  for (const zone of containing) {
    const pivot = pivots.find((p) => p.zoneId === zone.id);
    if (pivot) return { zone, pivot };
  }
  return null;
}

/** Step: the price of the parcel from the server-measured distance and the charges that apply. */
export async function priceOfParcel(
  db: Db,
  input: {
    from: LatLng;
    to: LatLng;
    category: CategoryRow;
    zone: ZoneRow;
    pivot: PivotRow;
    config: BusinessConfig;
    tips: number | null | undefined;
  },
): Promise<ParcelPrice> {
  const { config, category, zone, pivot } = input;
  const distance = deliveryKm(input.from, input.to);
  const vehicles = await db.select().from(deliveryVehicles);
  return priceParcel({
    distance,
    charges: parcelCharges(
      { perKm: category.parcelPerKmShippingCharge, minimum: category.parcelMinimumShippingCharge },
      { perKm: pivot.perKmShippingCharge, minimum: pivot.minimumShippingCharge },
      { perKm: config.parcel_per_km_shipping_charge, minimum: config.parcel_minimum_shipping_charge },
    ),
    extraCharge: vehicleExtraCharge(vehicles, distance),
    surchargePercent: zone.increasedDeliveryFeeStatus === 1 ? zone.increasedDeliveryFee : 0,
    additionalCharge: additionalChargeOf(config),
    tips: config.dm_tips_status === 1 ? (input.tips ?? 0) : 0,
  });
}

/** Step: a receiver pays only cash on delivery, never with the wallet. */
export function checkReceiverPays(payer: 'sender' | 'receiver', b: Pick<Body, 'payment_method' | 'partial_payment'>) {
  const partial = b.partial_payment === true || b.partial_payment === 1;
  if (payer === 'receiver' && (b.payment_method !== 'cash_on_delivery' || partial))
    throw forbidden('payment_method', parcelMessages.receiverPays);
}

/** The whole sequence: checks, price, payment, then the order (and the wallet debit) in one transaction. */
export async function placeParcel(
  db: Db,
  input: { owner: Owner; module: ModuleRow | null; body: Body; config: BusinessConfig; now: Date },
): Promise<{ orderId: number; total: number }> {
  const { owner, body: b, config, now } = input;
  checkGuestCheckout(owner, config, b);
  const module = checkParcelModule(input.module);
  const category = await loadParcelCategory(db, b.parcel_category_id, module.id);
  const payer = chargePayerOf(b);
  const sender = senderOf(b);
  const receiver = receiverOf(b.receiver_details);
  const from = await parcelZoneAt(db, sender.point, module.id);
  if (!from) throw forbidden('coordinates', parcelMessages.senderZone);
  const to = await parcelZoneAt(db, receiver.point, module.id);
  if (!to) throw forbidden('receiver_details', parcelMessages.receiverZone);
  checkReceiverPays(payer, b);
  const price = await priceOfParcel(db, {
    from: sender.point,
    to: receiver.point,
    category,
    zone: from.zone,
    pivot: from.pivot,
    config,
    tips: b.dm_tips,
  });
  // The sender zone's cash-on-delivery and digital payment rules; 6amMart sets no cash limit on parcels.
  const payment = await paymentPlan(db, owner, config, { zone: from.zone, pivot: undefined }, b, price.total);
  const orderId = await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        ...ownerColumns(owner),
        storeId: null,
        moduleId: module.id,
        zoneId: from.zone.id,
        orderType: 'parcel',
        paymentMethod: payment.paymentMethod,
        paymentStatus: payment.paymentStatus,
        orderAmount: price.total,
        deliveryCharge: price.deliveryFee,
        originalDeliveryCharge: price.deliveryFee,
        additionalCharge: price.additionalCharge,
        dmTips: price.tips,
        partiallyPaidAmount: payment.partial ? round2(payment.walletPart) : 0,
        deliveryAddress: sender.address,
        distance: price.distance,
        scheduleAt: now,
        scheduled: 0,
        orderNote: clean(b.order_note),
        deliveryInstruction: clean(b.delivery_instruction),
        otp: String(randomInt(1000, 10000)),
        pendingAt: now,
        createdAt: now,
        updatedAt: now,
        parcelCategoryId: category.id,
        receiverDetails: { ...receiver.fields, zone_id: to.zone.id },
        chargePayer: payer,
      })
      .returning({ id: orders.id });
    await payWalletPart(tx, owner, payment, order!.id, now);
    await tx
      .update(parcelCategories)
      .set({ ordersCount: sql`${parcelCategories.ordersCount} + 1` })
      .where(eq(parcelCategories.id, category.id));
    return order!.id;
  });
  return { orderId, total: price.total };
}

/** The handler's entry: the request's owner, module and body with the business config. */
export const placeParcelOrder = async (
  db: Db,
  req: { body: Body; scope: { module(): ModuleRow | null } },
  owner: Owner,
  now: Date,
) => placeParcel(db, { owner, module: req.scope.module(), body: req.body, config: await loadConfig(db), now });
