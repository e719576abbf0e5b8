import { describe, expect, it } from 'vitest';
import {
  asksForInterests,
  hasStoreCatalogue,
  itemKind,
  modulesInZones,
  moduleWording,
  storedZoneIds,
  pickupZoneMatches,
  storeKind,
} from '../../domain/module-wording.ts';

describe('module wording', () => {
  it('says foods/restaurants for food, vehicles/providers for rental, items/stores otherwise', () => {
    expect(moduleWording('food')).toEqual({ items: 'foods', stores: 'restaurants' });
    expect(moduleWording('rental')).toEqual({ items: 'vehicles', stores: 'providers' });
    for (const type of ['grocery', 'pharmacy', 'ecommerce', 'parcel', undefined]) {
      expect(itemKind(type)).toBe('items');
      expect(storeKind(type)).toBe('stores');
    }
  });

  it('parcel has no store catalogue and no interest step', () => {
    expect(hasStoreCatalogue('parcel')).toBe(false);
    expect(asksForInterests('parcel')).toBe(false);
    expect(asksForInterests('food')).toBe(true);
  });
});

describe('zones', () => {
  it('parses the stored zoneid JSON array string', () => {
    expect(storedZoneIds('[2,1]')).toEqual([2, 1]);
    expect(storedZoneIds('3')).toEqual([3]);
    expect(storedZoneIds('nope')).toEqual([]);
    expect(storedZoneIds(null)).toEqual([]);
  });

  it('keeps only modules whose zones match the stored zone ids', () => {
    const modules = [
      { id: 1, zones: [{ id: 1 }, { id: 2 }] },
      { id: 2, zones: [{ id: 3 }] },
      { id: 3, zones: [] },
      { id: 4, zones: [2] },
    ];
    expect(modulesInZones(modules, [2]).map((m) => m.id)).toEqual([1, 4]);
    expect(modulesInZones(modules, [3, 9]).map((m) => m.id)).toEqual([2]);
    expect(modulesInZones(modules, [])).toEqual([]);
  });

  it('matches a provider pickup zone against the module zones', () => {
    expect(pickupZoneMatches([3, '4'], [4])).toBe(true);
    expect(pickupZoneMatches([3], [1, 2])).toBe(false);
    expect(pickupZoneMatches(null, [1])).toBe(false);
  });
});
