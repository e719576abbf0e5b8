// The rental wishlist: a customer's saved vehicles and providers (active ones shown, in the order saved, newest first).
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema/catalogue.ts';
import { rentalWishlists, vehicles } from '../../db/schema/rental.ts';
import { activeRowsByIds } from '../catalogue/active-rows.ts';
import { apiError, forbidden, notFound } from '../http/errors.ts';
import type { SerializeOptions } from '../http/serialize.ts';
import { findProvider } from './catalogue.ts';
import { serializeProviders, serializeVehicles } from './serializers.ts';

/** What one rental wishlist call is about: a vehicle or a provider. */
export interface RentalWishlistTarget {
  kind: 'vehicle' | 'provider';
  id: number;
}

/** Exactly one of vehicle_id / provider_id (403 otherwise). */
export function rentalWishlistTarget(q: { vehicle_id?: number; provider_id?: number }): RentalWishlistTarget {
  if (q.vehicle_id && q.provider_id)
    throw forbidden('vehicle_id', 'Send either a vehicle id or a provider id, not both.');
  if (q.vehicle_id) return { kind: 'vehicle', id: q.vehicle_id };
  if (q.provider_id) return { kind: 'provider', id: q.provider_id };
  throw forbidden('vehicle_id', 'The vehicle id field is required when provider id is not present.');
}

/** The customer's saved active providers and vehicles, newest first. */
export async function rentalWishlistOf(db: Db, userId: number, opts: SerializeOptions) {
  const rows = await db
    .select()
    .from(rentalWishlists)
    .where(eq(rentalWishlists.userId, userId))
    .orderBy(desc(rentalWishlists.createdAt), desc(rentalWishlists.id));
  const providerIds = rows.flatMap((r) => (r.providerId ? [r.providerId] : []));
  const vehicleIds = rows.flatMap((r) => (r.vehicleId ? [r.vehicleId] : []));
  const [providerRows, vehicleRows] = await Promise.all([
    activeRowsByIds(db, stores, providerIds),
    activeRowsByIds(db, vehicles, vehicleIds),
  ]);
  const [providers, vehicleJson] = await Promise.all([
    serializeProviders(db, providerRows, opts),
    serializeVehicles(db, vehicleRows, opts),
  ]);
  const order = <T extends { id: number }>(list: T[], ids: number[]) =>
    ids.flatMap((id) => list.filter((x) => x.id === id));
  return { providers: order(providers, providerIds), vehicles: order(vehicleJson, vehicleIds) };
}

/** Saves an active vehicle or provider once (404 when there is none, 409 when it is saved already). */
export async function addToRentalWishlist(db: Db, userId: number, target: RentalWishlistTarget): Promise<void> {
  if (target.kind === 'vehicle') {
    const [v] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.id, target.id), eq(vehicles.status, 1)));
    if (!v) throw notFound('vehicle_id', 'Vehicle not found.');
  } else if (!(await findProvider(db, target.id))) {
    throw notFound('provider_id', 'Provider not found.');
  }
  const inserted = await db
    .insert(rentalWishlists)
    .values({
      userId,
      vehicleId: target.kind === 'vehicle' ? target.id : null,
      providerId: target.kind === 'provider' ? target.id : null,
    })
    .onConflictDoNothing()
    .returning({ id: rentalWishlists.id });
  if (!inserted.length) throw apiError(409, 'wishlist', 'Already in your wishlist.');
}

/** Removes a saved vehicle or provider (404 when it is not in the wishlist). */
export async function removeFromRentalWishlist(db: Db, userId: number, target: RentalWishlistTarget): Promise<void> {
  const removed = await db
    .delete(rentalWishlists)
    .where(
      and(
        eq(rentalWishlists.userId, userId),
        target.kind === 'vehicle'
          ? eq(rentalWishlists.vehicleId, target.id)
          : eq(rentalWishlists.providerId, target.id),
      ),
    )
    .returning({ id: rentalWishlists.id });
  if (!removed.length) throw notFound('wishlist', 'Not found in your wishlist.');
}
