import type { TFunction } from 'i18next';
import { formatKm } from '../../../domain/trip-cart.ts';

/** A trip's type and size in words: "Hourly · 2 hours" or "Distance wise · 4.321 km" (trip cart, trip details, search). */
export function tripKindText(
  t: TFunction,
  trip: { type: 'hourly' | 'distance_wise' | string; hours: number; km: number },
) {
  return trip.type === 'hourly'
    ? `${t('rental.cart.hourly')} · ${t('rental.cart.hours', { count: trip.hours })}`
    : `${t('rental.cart.distanceWise')} · ${t('rental.cart.km', { km: formatKm(trip.km) })}`;
}
