import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../server/db/schema/catalogue.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { hitOf } from '../support/cache-hit.ts';
import { roundedCoordinate } from '../../server/lib/http/response-cache.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { responseCacheSeconds: 60, demoControl: true } });
});
afterAll(() => server.close());

describe('the catalogue response cache', () => {
  it('serves a repeated public catalogue read from memory, keyed by the zone/module/locale headers', async () => {
    const first = await server.call('getModules', { zoneId: '[1]' });
    expect(first.headers.get('x-cache')).toBeNull();
    const second = await hitOf(() => server.call('getModules', { zoneId: '[1]' }));
    expect(second.body).toEqual(first.body);
    const otherZone = await server.call('getModules', { zoneId: '[3]' });
    expect(otherZone.headers.get('x-cache')).toBeNull();
    const arabic = await server.call('getModules', { zoneId: '[1]', headers: { 'X-localization': 'ar' } });
    expect(arabic.headers.get('x-cache')).toBeNull();
  });

  it('never caches error answers', async () => {
    expect((await server.call('getBanners')).status).toBe(403);
    const again = await server.call('getBanners');
    expect(again.status).toBe(403);
    expect(again.headers.get('x-cache')).toBeNull();
  });

  it('a config switch through the demo control (a write to settings) empties the cache', async () => {
    await hitOf(() => server.call('getConfig'));
    const put = await server.call('updateDemoConfig', { body: { guest_checkout_status: 0 } });
    expect(put.status).toBe(200);
    const after = await server.call('getConfig');
    expect(after.headers.get('x-cache')).toBeNull();
    expect(after.body.guest_checkout_status).toBe(0);
  });

  it("a write straight into the database empties the cache at once (the tables' trigger notifies the process)", async () => {
    const [item] = await server.database.db.select().from(items).limit(1);
    const details = () =>
      server.call('getItemDetails', { params: { id: item!.id }, zoneId: '[1]', moduleId: item!.moduleId });
    await hitOf(details);
    await server.database.db
      .update(items)
      .set({ price: item!.price + 1 })
      .where(eq(items.id, item!.id));
    const after = await details();
    expect(after.headers.get('x-cache')).toBeNull();
    expect(after.body.price).toBe(item!.price + 1);
  });

  it('does not cache customer operations', async () => {
    await server.call('getCart', { moduleId: 1 });
    const again = await server.call('getCart', { moduleId: 1 });
    expect(again.headers.get('x-cache')).toBeNull();
  });
});

describe('the response cache stays bounded', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ env: { responseCacheSeconds: 60, responseCacheMaxBytes: 48 * 1024 } });
  });
  afterAll(() => small.close());
  const at = (latitude: string, longitude = '90.4071') =>
    small.call('getLatestStores', { zoneId: '[1]', moduleId: 1, headers: { latitude, longitude } });

  it('rounds a position to 4 decimals in the key: points a few metres apart share an answer', async () => {
    expect((await at('23.780512')).headers.get('x-cache')).toBeNull();
    expect((await at('23.780531')).headers.get('x-cache')).toBe('hit');
    expect((await at('23.7812')).headers.get('x-cache')).toBeNull();
  });

  it('a flood of distinct positions evicts the least recently used answers instead of growing', async () => {
    expect((await at('23.7001')).status).toBe(200);
    for (let i = 0; i < 40; i++) expect((await at((23.71 + i / 1000).toFixed(4))).status).toBe(200);
    expect((await at((23.71 + 39 / 1000).toFixed(4))).headers.get('x-cache')).toBe('hit');
    expect((await at('23.7001')).headers.get('x-cache')).toBeNull();
  });

  it('keys a coordinate by its rounded value, anything else as sent', () => {
    expect(roundedCoordinate('23.780512')).toBe('23.7805');
    expect(roundedCoordinate('90.40715')).toBe('90.4072');
    expect(roundedCoordinate('')).toBe('');
    expect(roundedCoordinate(undefined)).toBe('');
    expect(roundedCoordinate('north')).toBe('north');
  });
});
