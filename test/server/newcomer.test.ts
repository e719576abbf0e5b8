// A newcomer's first hour: the maps work offline (the embedded API draws the default tiles), the start-up
// log names the database without its password, and a seeded snapshot is reused only while it is recent.
import { existsSync, mkdtempSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_TILE_URL, OSM_TILE_URL, tileAttributionOf, tileUrlOf } from '../../domain/map-tiles.ts';
import { describeDatabase } from '../../server/db/client.ts';
import { SNAPSHOT_MAX_AGE_DAYS, snapshotFile, usableSnapshot, writeSnapshot } from '../../server/db/snapshot.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('maps offline', () => {
  it('defaults to the offline tiles on the embedded API, OSM against another backend, the build’s own otherwise', () => {
    expect(tileUrlOf({})).toBe('/media/tiles/{z}/{x}/{y}.svg');
    expect(tileUrlOf({ apiBaseUrl: 'https://api.6am.example' })).toBe(OSM_TILE_URL);
    expect(tileUrlOf({ tileUrl: 'https://t.example/{z}/{x}/{y}.png', apiBaseUrl: 'x' })).toBe(
      'https://t.example/{z}/{x}/{y}.png',
    );
    expect(tileAttributionOf(OFFLINE_TILE_URL)).toBe('');
    expect(tileAttributionOf(OSM_TILE_URL)).toMatch(/OpenStreetMap/);
  });

  it('serves every tile of the default template without the internet, and 404s a tile off the grid', async () => {
    // Gulshan, Dhaka at zoom 17 (the map dialogs' default zoom)
    const url = `${server.url}${OFFLINE_TILE_URL.replace('{z}', '17').replace('{x}', '95990').replace('{y}', '56970')}`;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg [^>]*width="256" height="256"/);
    expect(svg).toContain('Offline map');
    expect((await fetch(`${server.url}/media/tiles/2/4/0.svg`)).status).toBe(404); // x ≥ 2^z
    expect((await fetch(`${server.url}/media/tiles/23/0/0.svg`)).status).toBe(404);
  });
});

describe('start-up log', () => {
  it('names the database without its password', () => {
    expect(describeDatabase({ kind: 'pglite', dataDir: '/srv/shop/.data/pglite' })).toBe(
      'PGlite in /srv/shop/.data/pglite',
    );
    const pg = describeDatabase({ kind: 'postgres', url: 'postgres://shop:s3cr%3Dt@db.internal:6543/storefront' });
    expect(pg).toBe('PostgreSQL db.internal:6543/storefront as shop');
    expect(pg).not.toContain('s3cr');
    expect(describeDatabase({ kind: 'postgres', url: 'postgres:///storefront' })).toBe(
      'PostgreSQL localhost:5432/storefront',
    );
  });
});

describe('seeded snapshots', () => {
  it('reuses a snapshot of the current sources while it is recent, and drops an old one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'snapshots-'));
    expect(usableSnapshot(true, Date.now(), dir)).toBeNull();
    const file = snapshotFile(true, dir);
    expect(file).toMatch(/seeded-[0-9a-f]{16}-demo-accounts\.tar$/);
    expect(snapshotFile(false, dir)).toMatch(/-catalogue\.tar$/);
    writeFileSync(file, 'x');
    expect(usableSnapshot(true, Date.now(), dir)).toBe(file);
    expect(usableSnapshot(false, Date.now(), dir)).toBeNull(); // the other kind of seed
    const old = (Date.now() - (SNAPSHOT_MAX_AGE_DAYS + 1) * 86_400_000) / 1000;
    utimesSync(file, old, old);
    expect(usableSnapshot(true, Date.now(), dir)).toBeNull();
    expect(existsSync(file)).toBe(false);
  });

  it('writes a new snapshot as an uncompressed tarball and removes those of older sources of the same kind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'snapshots-'));
    const stale = ['seeded-0123456789abcdef-demo-accounts.tar', 'seeded-0123456789abcdef-demo-accounts.tar.gz'];
    const kept = ['seeded-0123456789abcdef-catalogue.tar', 'notes.txt'];
    for (const name of [...stale, ...kept]) writeFileSync(join(dir, name), 'old');
    const dump = { dumpDataDir: async (compression: string) => new Blob([`tarball (${compression})`]) };
    const file = snapshotFile(true, dir);
    await writeSnapshot(dump as unknown as PGlite, file);
    expect(readFileSync(file, 'utf8')).toBe('tarball (none)');
    expect(readdirSync(dir).sort()).toEqual([basename(file), ...kept].sort());
  });
});
