// Data written through the API survives a restart: the embedded API on a PGlite data directory, stopped and
// started again on the same directory, keeps what was written and does not reseed. A shop that is not the demo
// seeds no customer accounts (the README's demo passwords must not open a real shop).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import { stores } from '../../server/db/schema/catalogue.ts';
import { guests, users } from '../../server/db/schema/customer.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { readEnv } from '../../server/env.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start() {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  const seeded = await seedIfEmpty(database.db, { accounts: readEnv({}).seedDemoAccounts });
  const app = await buildApp({ database, env: { ...readEnv({}), logRequests: false, rateLimitPerMinute: 0 } });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { database, seeded, url, stop: async () => (await app.close(), await database.close()) };
}

describe('the PGlite data directory', () => {
  it('keeps a guest id and a newsletter subscription across a restart, without reseeding', async () => {
    const first = await start();
    expect(first.seeded).toBe(true);
    // outside demo mode and without SEED_DEMO_ACCOUNTS: the catalogue, but no account anyone could sign into
    expect(await first.database.db.select({ id: users.id }).from(users)).toEqual([]);
    expect((await first.database.db.select({ id: stores.id }).from(stores)).length).toBeGreaterThan(0);
    const demoLogin = await fetch(`${first.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login_type: 'manual', email_or_phone: 'demo@sixam.market', password: '12345678' }),
    });
    expect(demoLogin.status).toBe(401);
    const guest = await (await fetch(`${first.url}/api/v1/auth/guest/request`, { method: 'POST' })).json();
    const email = `persist-${Date.now()}@example.com`;
    const sub = await fetch(`${first.url}/api/v1/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(sub.status).toBe(200);
    await first.stop();

    const second = await start();
    try {
      expect(second.seeded).toBe(false);
      const rows = await second.database.db.select().from(guests).where(eq(guests.guestId, guest.guest_id));
      expect(rows).toHaveLength(1);
      // the same email is now a duplicate: the subscription was kept
      const again = await fetch(`${second.url}/api/v1/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(again.status).toBe(403);
    } finally {
      await second.stop();
    }
  }, 120_000);
});

describe('SEED_DEMO_ACCOUNTS', () => {
  it('follows DEMO_MODE unless set, and =0 refuses them even in demo mode', () => {
    expect(readEnv({}).seedDemoAccounts).toBe(false);
    expect(readEnv({ DEMO_MODE: '1' }).seedDemoAccounts).toBe(true);
    expect(readEnv({ SEED_DEMO_ACCOUNTS: '1' }).seedDemoAccounts).toBe(true);
    expect(readEnv({ DEMO_MODE: '1', SEED_DEMO_ACCOUNTS: '0' }).seedDemoAccounts).toBe(false);
  });
});
