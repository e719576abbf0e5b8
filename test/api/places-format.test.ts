// Place search reads both Google Places formats a 6amMart backend relays (recorded v2.6 legacy and v3 New answers).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPlaceDetails, readSuggestions } from '../../src/api/places-format.ts';

const fixture = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/6ammart', name), 'utf8'));

describe('place autocomplete', () => {
  it('reads Places API (New) suggestions (v3)', () => {
    expect(readSuggestions(fixture('v3-place-autocomplete.json'))).toEqual([
      { placeId: 'ChIJ-new-dhanmondi', mainText: 'Dhanmondi', secondaryText: 'Dhaka, Bangladesh' },
    ]);
  });

  it('reads legacy predictions (v2.6), falling back to the description', () => {
    expect(readSuggestions(fixture('v2.6-place-autocomplete.json'))).toEqual([
      { placeId: 'ChIJ-legacy-gulshan2', mainText: 'Gulshan 2', secondaryText: 'Dhaka, Bangladesh' },
      { placeId: 'ChIJ-legacy-avenue', mainText: 'Gulshan Avenue, Dhaka', secondaryText: '' },
    ]);
    expect(readSuggestions({})).toEqual([]);
  });
});

describe('place details', () => {
  it('reads the New format (location.latitude/longitude, formattedAddress)', () => {
    expect(readPlaceDetails(fixture('v3-place-details.json'))).toEqual({
      latLng: { lat: 23.7461, lng: 90.3742 },
      address: 'Dhanmondi, Dhaka 1205, Bangladesh',
    });
  });

  it('reads the legacy format (result.geometry.location, formatted_address)', () => {
    expect(readPlaceDetails(fixture('v2.6-place-details.json'))).toEqual({
      latLng: { lat: 23.7925, lng: 90.4078 },
      address: 'Gulshan 2, Dhaka 1212, Bangladesh',
    });
  });

  it('refuses an answer without a location', () => {
    expect(() => readPlaceDetails({ status: 'ZERO_RESULTS' } as never)).toThrow();
  });
});
