// The one delivery distance (issue 64): what a store order's and a parcel's delivery fee is priced with, what the
// order stores as its `distance`, what the delivery vehicle's extra charge is chosen by, and what our
// `config/distance-api` answers — so a 6amMart client that prices from that answer (6amMart web 3.9: distance-api,
// then `vehicle/extra_charge?distance=`) shows the fee the order stores. It is the straight line (great circle,
// R = 6378137 m: the spec's distance when the distance service has no route) in whole metres, i.e. km with 3
// decimals as the distance is shown and stored. Why the straight line and not an estimate of the roads: it is the
// only distance the shop can measure (it has no road network; a road estimate would be a made-up factor), the server
// measures it itself from the store and the delivery point (a 6amMart backend prices the `distance` its client sends,
// which a client could shorten), and parcels and checkout already priced with it.
import { straightLineMeters, type LatLng } from '../geo.ts';

/** The delivery distance in whole metres (what distance-api answers as `distanceMeters`). */
export const deliveryMeters = (from: LatLng, to: LatLng) =>
  Math.round(straightLineMeters(from.lat, from.lng, to.lat, to.lng));

/** The delivery distance in km, 3 decimals (metres / 1000, as a 6amMart client reads distance-api). */
export const deliveryKm = (from: LatLng, to: LatLng) => deliveryMeters(from, to) / 1000;
