// A customer's saved addresses: each placed into the active zones containing it.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { customerAddresses } from '../../db/schema/customer.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { activeZoneIdsAt } from '../geo/zones.ts';

type AddressRow = typeof customerAddresses.$inferSelect;
/** The body of add/update, as the contract declares it (validated before the handler runs). */
type AddressInput = components['schemas']['AddressInput'];

export const serializeAddress = (a: AddressRow) => ({
  id: a.id,
  user_id: a.userId,
  address_type: a.addressType,
  contact_person_name: a.contactPersonName,
  contact_person_number: a.contactPersonNumber,
  contact_person_email: a.contactPersonEmail,
  address: a.address,
  additional_information: a.additionalInformation,
  latitude: a.latitude,
  longitude: a.longitude,
  zone_id: a.zoneId,
  zone_ids: a.zoneIds,
  floor: a.floor,
  road: a.road,
  house: a.house,
  created_at: a.createdAt.toISOString(),
  updated_at: a.updatedAt.toISOString(),
});

const coordinate = (value: string | number, field: 'latitude' | 'longitude') => {
  const n = Number(value);
  const max = field === 'latitude' ? 90 : 180;
  if (typeof value === 'string' && value.trim() === '') throw forbidden(field, `The ${field} field is required.`);
  if (!Number.isFinite(n) || Math.abs(n) > max)
    throw forbidden(field, `The ${field} must be a number between -${max} and ${max}.`);
  return n;
};

/** The row values of an address, placed into the zones containing it (403 coordinates outside every zone). */
async function addressValues(db: Db, b: AddressInput, now: Date) {
  const lat = coordinate(b.latitude, 'latitude');
  const lng = coordinate(b.longitude, 'longitude');
  const zoneIds = await activeZoneIdsAt(db, lat, lng);
  if (!zoneIds.length) throw forbidden('coordinates', 'Service not available in this area');
  return {
    addressType: b.address_type,
    contactPersonName: b.contact_person_name,
    contactPersonNumber: b.contact_person_number,
    contactPersonEmail: b.contact_person_email || null,
    address: b.address,
    additionalInformation: b.additional_information || null,
    latitude: String(lat),
    longitude: String(lng),
    zoneId: zoneIds[0]!,
    zoneIds,
    floor: b.floor || null,
    road: b.road || null,
    house: b.house || null,
    updatedAt: now,
  };
}

/** One page of the customer's addresses, newest first, and how many there are. */
export async function addressPage(db: Db, userId: number, limit: number, offset: number) {
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId));
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id))
    .limit(limit)
    .offset((offset - 1) * limit);
  return { total: n, addresses: rows };
}

/** Saves a new address inside the service area. */
export async function addAddress(db: Db, userId: number, input: AddressInput, now: Date): Promise<AddressRow> {
  const values = await addressValues(db, input, now);
  const [row] = await db
    .insert(customerAddresses)
    .values({ ...values, userId, createdAt: now })
    .returning();
  return row!;
}

/** Changes one of the customer's addresses (404 when it is not theirs), placed into its zones again. */
export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  input: AddressInput,
  now: Date,
): Promise<AddressRow> {
  const values = await addressValues(db, input, now);
  const [row] = await db
    .update(customerAddresses)
    .set(values)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
    .returning();
  if (!row) throw notFound('address', 'Address not found!');
  return row;
}

/** Removes one of the customer's addresses (404 when it is not theirs). */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
    .returning({ id: customerAddresses.id });
  if (!row) throw notFound('address', 'Address not found!');
}
