// The shop's time zone (spec part 2 §9): opening hours, availability windows, coupon and discount dates and trip
// times are read in it. A module of its own, so a page that only names the zone (the rental search sends its pickup
// time in it) carries none of the shop's clock (shop-time.ts).

/** The shop's time zone. */
export const BUSINESS_TIME_ZONE = 'Asia/Dhaka';
