// The checkout choices the store and the config decide (spec part 1 §2 "Delivery Addresses"): the order
// types offered (home delivery first) and the default delivery address (the first saved one in the store's zone).
import { describe, expect, it } from 'vitest';
import { defaultDeliveryAddress, inZone, offeredOrderTypes } from '../../domain/checkout.ts';

const on = { home_delivery_status: 1, takeaway_status: 1 };

describe('offered order types', () => {
  it('home delivery and take away when the store has both and the config switches both on', () => {
    expect(offeredOrderTypes({ delivery: true, takeAway: true }, on)).toEqual(['delivery', 'take_away']);
  });
  it('only what the store offers', () => {
    expect(offeredOrderTypes({ delivery: false, takeAway: true }, on)).toEqual(['take_away']);
    expect(offeredOrderTypes({ delivery: true, takeAway: false }, on)).toEqual(['delivery']);
  });
  it('only what the config switches on (home_delivery_status, takeaway_status = 1)', () => {
    expect(
      offeredOrderTypes({ delivery: true, takeAway: true }, { home_delivery_status: 0, takeaway_status: 1 }),
    ).toEqual(['take_away']);
    expect(
      offeredOrderTypes({ delivery: true, takeAway: true }, { home_delivery_status: 1, takeaway_status: 0 }),
    ).toEqual(['delivery']);
    expect(offeredOrderTypes({ delivery: true, takeAway: true }, {})).toEqual([]);
  });
});

describe('default delivery address', () => {
  const gulshan = { id: 1, zone_id: 2, zone_ids: [2] };
  const banani = { id: 2, zone_id: 1, zone_ids: [1] };
  const border = { id: 3, zone_id: 2, zone_ids: [2, 1] };
  it('is the first saved address in the store’s zone', () => {
    expect(defaultDeliveryAddress([gulshan, banani, border], 1)).toBe(banani);
    expect(defaultDeliveryAddress([gulshan, border, banani], 1)).toBe(border);
  });
  it('is none when no saved address lies in the zone', () => {
    expect(defaultDeliveryAddress([gulshan], 1)).toBeNull();
    expect(defaultDeliveryAddress([], 1)).toBeNull();
  });
  it('an address is in a zone by its own zone or by a zone its point lies in', () => {
    expect(inZone({ zone_id: 1 }, 1)).toBe(true);
    expect(inZone({ zone_id: 2, zone_ids: [2, 1] }, 1)).toBe(true);
    expect(inZone({ zone_id: 2, zone_ids: null }, 1)).toBe(false);
  });
});
