import { and, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../openapi/storefront.d.ts';
import { customerAddresses } from '../db/schema/customer.ts';
import { activeZonesAt } from '../lib/address/address-zones.ts';
import { forbidden, notFound } from '../lib/http/errors.ts';
import { defineHandlers, type AppContext } from '../lib/http/handler.ts';

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
async function addressValues(ctx: AppContext, b: AddressInput) {
  const lat = coordinate(b.latitude, 'latitude');
  const lng = coordinate(b.longitude, 'longitude');
  const zoneIds = await activeZonesAt(ctx.db, lat, lng);
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
    updatedAt: ctx.now(),
  };
}

export const addressHandlers = defineHandlers((ctx) => ({
  listAddresses: async (req) => {
    const userId = req.user!.id;
    const limit = req.query.limit ?? 100;
    const offset = req.query.offset ?? 1;
    const [{ n } = { n: 0 }] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(customerAddresses)
      .where(eq(customerAddresses.userId, userId));
    const rows = await ctx.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.userId, userId))
      .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id))
      .limit(limit)
      .offset((offset - 1) * limit);
    return { total_size: n, limit, offset, addresses: rows.map(serializeAddress) };
  },

  addAddress: async (req) => {
    const values = await addressValues(ctx, req.body);
    const [row] = await ctx.db
      .insert(customerAddresses)
      .values({ ...values, userId: req.user!.id, createdAt: ctx.now() })
      .returning();
    return { message: 'Successfully added!', zone_ids: row!.zoneIds, address: serializeAddress(row!) };
  },

  updateAddress: async (req) => {
    const values = await addressValues(ctx, req.body);
    const [row] = await ctx.db
      .update(customerAddresses)
      .set(values)
      .where(and(eq(customerAddresses.id, req.params.id), eq(customerAddresses.userId, req.user!.id)))
      .returning();
    if (!row) throw notFound('address', 'Address not found!');
    return {
      message: 'Successfully updated!',
      zone_id: row.zoneId,
      zone_ids: row.zoneIds,
      address: serializeAddress(row),
    };
  },

  deleteAddress: async (req) => {
    const [row] = await ctx.db
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.id, req.query.address_id), eq(customerAddresses.userId, req.user!.id)))
      .returning({ id: customerAddresses.id });
    if (!row) throw notFound('address', 'Address not found!');
    return { message: 'Successfully removed!' };
  },
}));
