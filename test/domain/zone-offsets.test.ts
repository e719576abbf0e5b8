import { afterEach, describe, expect, it, vi } from 'vitest';
import { localClock, parseShopTime } from '../../domain/shop-time.ts';
import { QUARTER_HOUR, seedZoneOffsets, zoneOffsetSpans } from '../../domain/shop-time.ts';
import { countIntl } from '../support/intl-made.ts';

// Instants of 2031, which no other test reads: the offsets are kept per quarter hour for the whole worker.
const at = (iso: string) => new Date(iso).getTime();
const quarterOf = (iso: string) => Math.floor(at(iso) / QUARTER_HOUR);

describe("the shop zone's offsets handed from the server to the browser", () => {
  afterEach(() => seedZoneOffsets([]));

  it("lists the days from an instant as one span of the shop's UTC+6", () => {
    const from = at('2031-01-10T10:07:00Z');
    expect(zoneOffsetSpans(from)).toEqual([
      [quarterOf('2031-01-10T10:00:00Z'), quarterOf('2031-03-11T09:45:00Z'), 360],
    ]);
    expect(zoneOffsetSpans(from, 1)).toEqual([
      [quarterOf('2031-01-10T10:00:00Z'), quarterOf('2031-01-11T09:45:00Z'), 360],
    ]);
  });

  it('splits the spans at the exact quarter hour where a zone shifts, twice in the days read', () => {
    const from = at('2031-03-01T00:00:00Z');
    // a daylight saving zone: +1 h from 2031-03-30 01:00 UTC to 2031-04-20 00:30 UTC
    const summer = [at('2031-03-30T01:00:00Z'), at('2031-04-20T00:30:00Z')];
    const offsetAt = (instant: number) => (instant >= summer[0]! && instant < summer[1]! ? 60 : 0);
    expect(zoneOffsetSpans(from, 60, offsetAt)).toEqual([
      [quarterOf('2031-03-01T00:00:00Z'), quarterOf('2031-03-30T00:45:00Z'), 0],
      [quarterOf('2031-03-30T01:00:00Z'), quarterOf('2031-04-20T00:15:00Z'), 60],
      [quarterOf('2031-04-20T00:30:00Z'), quarterOf('2031-04-29T23:45:00Z'), 0],
    ]);
  });

  it('finds every change of a daylight saving zone over years, at its quarter hour, reading a few instants a week', () => {
    // Europe's rule: +1 h from the last Sunday of March 01:00 UTC to the last Sunday of October 01:00 UTC
    const lastSunday = (year: number, month: number) => {
      const day = new Date(Date.UTC(year, month + 1, 0));
      return Date.UTC(year, month, day.getUTCDate() - day.getUTCDay(), 1);
    };
    const summer = (instant: number) => {
      const year = new Date(instant).getUTCFullYear();
      return instant >= lastSunday(year, 2) && instant < lastSunday(year, 9) ? 60 : 0;
    };
    let reads = 0;
    const offsetAt = (instant: number) => (reads++, summer(instant));
    const from = at('2030-01-01T00:00:00Z');
    const days = 3 * 365;
    // every quarter hour, one by one
    const expected: [number, number, number][] = [];
    const first = Math.floor(from / QUARTER_HOUR);
    for (let quarter = first; quarter < first + days * 96; quarter++) {
      const minutes = summer(quarter * QUARTER_HOUR);
      const span = expected.at(-1);
      if (span && span[2] === minutes) span[1] = quarter;
      else expected.push([quarter, quarter, minutes]);
    }
    expect(expected).toHaveLength(7);
    expect(zoneOffsetSpans(from, days, offsetAt)).toEqual(expected);
    // a read a week and a search by halves through each of the six weeks that changed
    expect(reads).toBeLessThan(3 * 53 + 6 * 12);
    expect(expected[1]![0]).toBe(quarterOf('2030-03-31T01:00:00Z'));
  });

  it("reads the shop's clock from the seeded offsets, and from Intl outside them", () => {
    // an offset no zone has here, to see which one is read: 5 h instead of Dhaka's 6 h, for one hour
    seedZoneOffsets([[quarterOf('2031-02-01T00:00:00Z'), quarterOf('2031-02-01T00:45:00Z'), 300]]);
    expect(localClock(new Date('2031-02-01T00:30:00Z'))).toMatchObject({ date: '2031-02-01', time: '05:30:00' });
    expect(localClock(new Date('2031-02-01T01:30:00Z'))).toMatchObject({ date: '2031-02-01', time: '07:30:00' });
    // the other way, a shop time read back as an instant (its offset is the one at the same wall time in UTC)
    expect(parseShopTime('2031-02-01 00:30')?.toISOString()).toBe('2031-01-31T19:30:00.000Z');
    expect(parseShopTime('2031-02-01 02:30')?.toISOString()).toBe('2031-01-31T20:30:00.000Z');
  });

  it('takes the offsets a server-rendered page left for it (src/app/hydration.ts) when first asked', async () => {
    vi.resetModules();
    const q = quarterOf('2031-05-01T00:00:00Z');
    globalThis.__shopZoneOffsets = [[q, q + 3, 300]];
    try {
      const fresh = await import('../../domain/shop-time.ts');
      expect(fresh.localClock(new Date('2031-05-01T00:10:00Z'))).toMatchObject({ time: '05:10:00' });
      expect(fresh.localClock(new Date('2031-05-01T01:10:00Z'))).toMatchObject({ time: '07:10:00' });
    } finally {
      globalThis.__shopZoneOffsets = undefined;
      vi.resetModules();
    }
  });

  it('ignores a page state without a list of spans', () => {
    const q = quarterOf('2031-03-01T00:00:00Z');
    seedZoneOffsets([[q, q + 3, 300]]);
    seedZoneOffsets('not spans');
    seedZoneOffsets(undefined);
    expect(localClock(new Date('2031-03-01T00:30:00Z'))).toMatchObject({ time: '05:30:00' });
    seedZoneOffsets([]);
    expect(localClock(new Date('2031-03-01T00:45:00Z'))).toMatchObject({ time: '06:45:00' });
  });

  it('makes no Intl date formatter when the module loads, nor for a seeded instant', async () => {
    vi.resetModules();
    const dateFormats = countIntl('DateTimeFormat');
    try {
      const fresh = await import('../../domain/shop-time.ts');
      expect(dateFormats.made()).toBe(0);
      const q = quarterOf('2031-04-01T00:00:00Z');
      fresh.seedZoneOffsets([[q, q + 3, 360]]);
      expect(fresh.localClock(new Date('2031-04-01T00:20:00Z')).time).toBe('06:20:00');
      expect(dateFormats.made()).toBe(0);
    } finally {
      dateFormats.restore();
      vi.resetModules();
    }
  });
});
