import type { Item, Vehicle } from '../../api/items.ts';
import { imageOf } from '../../api/images.ts';
import { shownPrice } from '../../shop/item-price.ts';

/** What a product card displays (store items and rental vehicles alike). */
export interface CardModel {
  key: string;
  name: string;
  image: string;
  /** The store's name, shown under the item's; null: none (a store's own page names it once, in its title). */
  storeName: string | null;
  rating: number;
  ratingCount: number;
  price: number;
  /** The price after the discount (items: the store's running discount, else the item's own; see shop/item-price.ts). */
  finalPrice: number;
  priceUnit?: 'perHour' | 'perKm';
  /** true veg, false non-veg, null: no marker (not food, or the config hides it). */
  veg: boolean | null;
  recommended: boolean;
  organic: boolean;
  halal: boolean;
  isNew: boolean;
  /** The store item behind the card (its cart, wishlist and quick-view actions); null for vehicles. */
  item: Item | null;
}

/** The picture of an item (older backends send a file name `image` and config.base_urls instead of the URL). */
type ImageOf<T> = (entity: T) => string;

/** An item: veg marker only in the food module with toggle_veg_non_veg on; halal tag when the item and tag status say so. */
export function itemCard(
  item: Item,
  vegToggle: boolean,
  image: ImageOf<Item> = (i) => imageOf(i, 'image', 'item', null),
): CardModel {
  const shown = shownPrice(item);
  return {
    key: `item-${item.id}-${item.available_date_starts ? 'c' : 'i'}`,
    name: item.name,
    image: image(item),
    storeName: item.store_name ?? null,
    rating: item.avg_rating ?? 0,
    ratingCount: item.rating_count ?? 0,
    price: shown.unit,
    finalPrice: shown.final,
    veg: item.module_type === 'food' && vegToggle ? item.veg === 1 : null,
    recommended: item.recommended === 1,
    organic: item.organic === 1,
    halal: item.is_halal === 1 && item.halal_tag_status === 1,
    isNew: false,
    item,
  };
}

/** A rental vehicle: priced per hour when hourly trips are offered, else per km. */
export function vehicleCard(
  vehicle: Vehicle,
  image: ImageOf<Vehicle> = (v) => imageOf(v, 'thumbnail', 'vehicle', null),
): CardModel {
  const hourly = vehicle.trip_hourly === 1 || vehicle.trip_distance !== 1;
  const price = hourly ? vehicle.hourly_price : vehicle.distance_price;
  const off =
    vehicle.discount_type === 'percent' ? (price * (vehicle.discount_price ?? 0)) / 100 : (vehicle.discount_price ?? 0);
  return {
    key: `vehicle-${vehicle.id}`,
    name: vehicle.name,
    image: image(vehicle),
    storeName: vehicle.provider?.name ?? null,
    rating: vehicle.avg_rating ?? 0,
    ratingCount: vehicle.total_reviews ?? 0,
    price,
    finalPrice: Math.max(0, price - off),
    priceUnit: hourly ? 'perHour' : 'perKm',
    veg: null,
    recommended: false,
    organic: false,
    halal: false,
    isNew: vehicle.new_tag === 1,
    item: null,
  };
}
