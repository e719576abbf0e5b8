// robots.txt and the sitemaps (docs/architecture.md, "What search engines read"): `/sitemap.xml` is an index of
// paged sitemaps, one series per kind (`/sitemaps/stores-1.xml`, items, categories, vehicles, providers, and `pages`
// for the public pages without data), each of at most SITEMAP_PAGE_SIZE URLs, listing only active rows with their
// `lastmod` from the database (the row's created_at: the catalogue tables keep no other date).
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, items, modules, stores } from '../../db/schema/catalogue.ts';
import { vehicles } from '../../db/schema/rental.ts';
import { pagePaths, productPath, storePath } from '../../../domain/page-routes.ts';
import { pageKinds, routedPages } from '../../../domain/page-kinds.ts';
import { escapeHtml } from './markup.ts';

const { patternOf, privatePrefixes } = pageKinds(pagePaths);

/** The sitemap protocol allows 50,000 URLs a file. */
export const SITEMAP_PAGE_SIZE = 50_000;

export const sitemapKinds = ['pages', 'stores', 'items', 'categories', 'vehicles', 'providers'] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

/** robots.txt: the private pages (account, cart, checkout, wallet, orders, trips) and the API disallowed; the sitemap. */
export function robotsTxt(origin: string): string {
  const disallowed = [...privatePrefixes(), '/api/'];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const rentalModules = (db: Db) =>
  db
    .select({ id: modules.id })
    .from(modules)
    .where(eq(modules.moduleType, 'rental'))
    .then((rows) => rows.map((r) => r.id));

/** The WHERE of each kind's active rows (stores: approved, not rental providers; vehicles: of an approved provider). */
async function activeWhere(db: Db, kind: Exclude<SitemapKind, 'pages'>): Promise<SQL | undefined> {
  const rental = await rentalModules(db);
  const noneOf = (ids: number[]) =>
    ids.length ? sql`${stores.moduleId} not in (${sql.join(ids, sql`, `)})` : undefined;
  const providerIds = db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.status, 1), rental.length ? inArray(stores.moduleId, rental) : sql`false`));
  switch (kind) {
    case 'stores':
      return and(eq(stores.status, 1), noneOf(rental));
    case 'providers':
      return and(eq(stores.status, 1), rental.length ? inArray(stores.moduleId, rental) : sql`false`);
    case 'items':
      return eq(items.status, 1);
    case 'categories':
      return eq(categories.status, 1);
    case 'vehicles':
      return and(eq(vehicles.status, 1), inArray(vehicles.providerId, providerIds));
  }
}

const tableOf = { stores, providers: stores, items, categories, vehicles } as const;

/** How many URLs a kind has (the public pages: those indexed without data of their own). */
async function countOf(db: Db, kind: SitemapKind): Promise<number> {
  if (kind === 'pages') return staticPages().length;
  const table = tableOf[kind];
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(await activeWhere(db, kind));
  return row?.n ?? 0;
}

/** The public pages without data of their own (the landing page, the lists, the business pages…). */
const staticPages = (): SitemapUrl[] =>
  routedPages
    .filter((p) => p.visibility === 'indexed' && !patternOf(p.key).includes(':'))
    .map((p) => ({ path: patternOf(p.key) }));

/** One page of a kind's URLs (page from 1), by id. */
async function urlsOf(db: Db, kind: SitemapKind, page: number): Promise<SitemapUrl[]> {
  const skip = (page - 1) * SITEMAP_PAGE_SIZE;
  if (kind === 'pages') return staticPages().slice(skip, skip + SITEMAP_PAGE_SIZE);
  const where = await activeWhere(db, kind);
  switch (kind) {
    case 'stores':
    case 'providers': {
      // Providers are the rental module's stores: the same rows, another page.
      const rows = await db
        .select()
        .from(stores)
        .where(where)
        .orderBy(asc(stores.id))
        .limit(SITEMAP_PAGE_SIZE)
        .offset(skip);
      return rows.map((s) => ({
        path:
          kind === 'stores'
            ? storePath({ id: s.id, slug: s.slug, module_id: s.moduleId, zone_id: s.zoneId })
            : pagePaths.providerDetailsPage.replace(':providerId', String(s.id)),
        lastmod: s.createdAt,
      }));
    }
    case 'items': {
      const rows = await db
        .select({ id: items.id, slug: items.slug, createdAt: items.createdAt })
        .from(items)
        .where(where)
        .orderBy(asc(items.id))
        .limit(SITEMAP_PAGE_SIZE)
        .offset(skip);
      return rows.map((i) => ({ path: productPath(i), lastmod: i.createdAt }));
    }
    case 'categories': {
      const rows = await db
        .select({ id: categories.id, createdAt: categories.createdAt })
        .from(categories)
        .where(where)
        .orderBy(asc(categories.id))
        .limit(SITEMAP_PAGE_SIZE)
        .offset(skip);
      return rows.map((c) => ({ path: pagePaths.categoryPage.replace(':id', String(c.id)), lastmod: c.createdAt }));
    }
    case 'vehicles': {
      const rows = await db
        .select({ id: vehicles.id, createdAt: vehicles.createdAt })
        .from(vehicles)
        .where(where)
        .orderBy(asc(vehicles.id))
        .limit(SITEMAP_PAGE_SIZE)
        .offset(skip);
      return rows.map((v) => ({
        path: pagePaths.vehicleDetailsPage.replace(':vehicleId', String(v.id)),
        lastmod: v.createdAt,
      }));
    }
  }
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const day = (d: Date) => d.toISOString().slice(0, 10);

/** `/sitemap.xml`: one entry per page of each kind (a kind with no URL has none). */
export async function sitemapIndex(db: Db, origin: string): Promise<string> {
  const counts = await Promise.all(sitemapKinds.map(async (kind) => [kind, await countOf(db, kind)] as const));
  const entries = counts.flatMap(([kind, n]) =>
    Array.from({ length: Math.ceil(n / SITEMAP_PAGE_SIZE) }, (_, i) => `${origin}/sitemaps/${kind}-${i + 1}.xml`),
  );
  return [
    XML_HEAD,
    `<sitemapindex xmlns="${NS}">`,
    ...entries.map((loc) => `  <sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** `/sitemaps/<kind>-<page>.xml`, or null for a kind or page that does not exist (404). */
export async function sitemapPage(db: Db, origin: string, kind: string, page: number): Promise<string | null> {
  if (!(sitemapKinds as readonly string[]).includes(kind) || !Number.isSafeInteger(page) || page < 1) return null;
  const urls = await urlsOf(db, kind as SitemapKind, page);
  if (!urls.length && page > 1) return null;
  return [
    XML_HEAD,
    `<urlset xmlns="${NS}">`,
    ...urls.map(
      (u) =>
        `  <url><loc>${escapeHtml(origin + u.path)}</loc>${u.lastmod ? `<lastmod>${day(u.lastmod)}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}
