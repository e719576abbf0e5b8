// The scenarios of the API benchmarks (bench/api.ts under a fixed rate, bench/cpu.ts one request after the other):
// what each sends, found on a running server — a zone, a module with items, guest ids, cart lines, orderable items.
import type { RequestSpec } from 'autocannon';
import { loadContract } from '../server/lib/http/contract.ts';

/** p99 targets in ms by kind of scenario. */
export const targets = { catalogue: 15, cart: 30, order: 200 } as const;

// ---------- the contract: which operations exist right now ----------

const contract = loadContract();
export const operations = new Map<string, { method: string; path: string }>();
for (const [path, item] of Object.entries<Record<string, { operationId?: string }>>(contract.paths ?? {}))
  for (const [method, op] of Object.entries(item))
    if (op?.operationId) operations.set(op.operationId, { method, path });

// ---------- discovery: a zone, a module with items, guest ids ----------

export interface Ctx {
  base: string;
  zoneId?: string;
  moduleId?: number;
  items: Array<{ id: number; price: number }>;
  /** How many requests a scenario sends, warm-up included (0: unknown — as many as the server answers). */
  requests: number;
}

const json = async (res: Response) => (res.headers.get('content-type')?.includes('json') ? res.json() : null);

/** The first array of objects with numeric `id` found in a response body (lists come wrapped differently). */
function findRows(body: unknown, depth = 0): Array<Record<string, unknown>> {
  if (Array.isArray(body)) return body.filter((r) => r && typeof r === 'object' && typeof r.id === 'number');
  if (body && typeof body === 'object' && depth < 3)
    for (const value of Object.values(body)) {
      const rows = findRows(value, depth + 1);
      if (rows.length) return rows;
    }
  return [];
}

async function call(
  ctx: Ctx,
  id: string,
  init: { query?: string; headers?: Record<string, string>; body?: unknown } = {},
) {
  const op = operations.get(id);
  if (!op) return null;
  const res = await fetch(`${ctx.base}${op.path}${init.query ? `?${init.query}` : ''}`, {
    method: op.method.toUpperCase(),
    headers: {
      Accept: 'application/json',
      'X-localization': 'en',
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: await json(res) };
}

export async function discover(ctx: Ctx) {
  const zones = await call(ctx, 'getZoneList');
  const zoneRows = zones?.status === 200 ? findRows(zones.body) : [];
  ctx.zoneId = `[${zoneRows.length ? zoneRows[0].id : 1}]`;
  const modules = await call(ctx, 'getModules', { headers: { zoneId: ctx.zoneId } });
  const moduleRows = modules?.status === 200 ? findRows(modules.body) : [];
  const candidates = moduleRows.filter((m) => !['parcel', 'rental'].includes(String(m.module_type)));
  for (const m of candidates.length ? candidates : [{ id: 1 }]) {
    for (const source of ['getPopularItems', 'getLatestItems']) {
      const res = await call(ctx, source, {
        headers: { zoneId: ctx.zoneId, moduleId: String(m.id) },
        query: 'limit=50&offset=1',
      });
      const rows = res?.status === 200 ? findRows(res.body) : [];
      const items = rows
        .filter((r) => typeof r.price === 'number' && !(Array.isArray(r.food_variations) && r.food_variations.length))
        .map((r) => ({ id: r.id as number, price: r.price as number }));
      if (items.length) {
        ctx.moduleId = m.id as number;
        ctx.items = items;
        return;
      }
    }
  }
  ctx.moduleId = (candidates[0]?.id as number | undefined) ?? 1;
}

async function guestIds(ctx: Ctx, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await call(ctx, 'requestGuestId');
    if (res?.status !== 200 || typeof res.body?.guest_id !== 'string') break;
    ids.push(res.body.guest_id);
  }
  return ids;
}

// ---------- scenarios ----------

export interface Scenario {
  name: string;
  kind: keyof typeof targets;
  operationId: string;
  /** Requests per second for this scenario when not BENCH_RATE (cart writes: 300, placing orders: 50). */
  rate?: number;
  /** Builds the request list once the server is up; a string is a reason to skip. */
  prepare(ctx: Ctx): Promise<RequestSpec[] | string>;
}

function get(name: string, operationId: string, query = '', needs: Array<'zone' | 'module'> = []): Scenario {
  return {
    name,
    kind: 'catalogue',
    operationId,
    async prepare(ctx) {
      const op = operations.get(operationId)!;
      const headers: Record<string, string> = { Accept: 'application/json', 'X-localization': 'en' };
      if (needs.includes('zone') && ctx.zoneId) headers.zoneId = ctx.zoneId;
      if (needs.includes('module') && ctx.moduleId) headers.moduleId = String(ctx.moduleId);
      const probe = await call(ctx, operationId, { headers, query });
      if (probe?.status !== 200) return `probe answered ${probe?.status}: ${JSON.stringify(probe?.body).slice(0, 160)}`;
      return [{ method: 'GET', path: `${op.path}${query ? `?${query}` : ''}`, headers }];
    },
  };
}

const cartHeaders = (ctx: Ctx) => ({
  Accept: 'application/json',
  'Content-Type': 'application/json',
  'X-localization': 'en',
  zoneId: ctx.zoneId ?? '[1]',
  moduleId: String(ctx.moduleId ?? 1),
});

/** Cart writes per second (the target: ≥ 300 req/s with a short p99), apart from the catalogue's BENCH_RATE. */
const cartRate = Number(process.env.BENCH_CART_RATE ?? 300);

export const scenarios: Scenario[] = [
  get('config', 'getConfig'),
  get('modules', 'getModules', '', ['zone']),
  get('categories', 'getCategories', '', ['zone', 'module']),
  get('banners', 'getBanners', '', ['zone', 'module']),
  get('stores latest', 'getLatestStores', 'limit=10&offset=1', ['zone', 'module']),
  get('stores popular', 'getPopularStores', 'limit=10&offset=1', ['zone', 'module']),
  get('items latest', 'getLatestItems', 'limit=10&offset=1', ['zone', 'module']),
  get('items popular', 'getPopularItems', 'limit=10&offset=1', ['zone', 'module']),
  {
    name: 'cart add (guest)',
    kind: 'cart',
    operationId: 'addToCart',
    rate: cartRate,
    async prepare(ctx) {
      if (!ctx.items.length) return 'no item without required variations found to add';
      // One new (guest, item) pair per request, so every add is a real insert rather than a duplicate.
      const needed = ctx.requests ? Math.min(Math.ceil(ctx.requests / ctx.items.length) + 5, 4000) : 4000;
      const guests = await guestIds(ctx, needed);
      if (!guests.length) return 'requestGuestId gave no guest id';
      const op = operations.get('addToCart')!;
      const bodyFor = (i: number) => {
        const item = ctx.items[Math.floor(i / guests.length) % ctx.items.length];
        return JSON.stringify({
          item_id: item.id,
          model: 'Item',
          price: item.price,
          quantity: 1,
          guest_id: guests[i % guests.length],
        });
      };
      const probe = await call(ctx, 'addToCart', { headers: cartHeaders(ctx), body: JSON.parse(bodyFor(0)) });
      if (probe?.status !== 200) return `probe answered ${probe?.status}: ${JSON.stringify(probe?.body).slice(0, 160)}`;
      let n = 1;
      return [
        {
          method: 'POST',
          path: op.path,
          headers: cartHeaders(ctx),
          setupRequest: (r) => ({ ...r, body: bodyFor(n++) }),
        },
      ];
    },
  },
  {
    name: 'cart update (guest)',
    kind: 'cart',
    operationId: 'updateCart',
    rate: cartRate,
    async prepare(ctx) {
      if (!ctx.items.length) return 'no item without required variations found to add';
      const guests = await guestIds(ctx, 100);
      const lines: Array<{ cartId: number; guestId: string; price: number }> = [];
      for (const [i, guestId] of guests.entries()) {
        const item = ctx.items[i % ctx.items.length];
        const added = await call(ctx, 'addToCart', {
          headers: cartHeaders(ctx),
          body: { item_id: item.id, model: 'Item', price: item.price, quantity: 1, guest_id: guestId },
        });
        const row =
          added?.status === 200
            ? (findRows(added.body).find((r) => r.item_id === item.id) ?? findRows(added.body)[0])
            : undefined;
        if (row) lines.push({ cartId: row.id as number, guestId, price: item.price });
      }
      if (!lines.length) return 'could not create guest cart lines to update';
      const op = operations.get('updateCart')!;
      let n = 0;
      const bodyFor = (i: number) => {
        const line = lines[i % lines.length];
        return JSON.stringify({
          cart_id: line.cartId,
          price: line.price,
          quantity: 1 + (i % 5),
          guest_id: line.guestId,
        });
      };
      const probe = await call(ctx, 'updateCart', { headers: cartHeaders(ctx), body: JSON.parse(bodyFor(0)) });
      if (probe?.status !== 200) return `probe answered ${probe?.status}: ${JSON.stringify(probe?.body).slice(0, 160)}`;
      return [
        {
          method: 'POST',
          path: op.path,
          headers: cartHeaders(ctx),
          setupRequest: (r) => ({ ...r, body: bodyFor(n++) }),
        },
      ];
    },
  },
  {
    // A guest's Buy Now (6amMart's Order Now: `is_buy_now` with the bought line as `cart`, test/server/buy-now.test.ts),
    // cash on delivery, take-away: each request is a whole order of its own (checks, server-side pricing, stock, the
    // order and its line) without a cart to fill first. Take-away needs no delivery address; the items are those whose
    // probe order is accepted (a food module first: food has no stock to run out during the run).
    name: 'place order (guest)',
    kind: 'order',
    operationId: 'placeOrder',
    rate: Number(process.env.BENCH_ORDER_RATE ?? 50),
    async prepare(ctx) {
      const guests = await guestIds(ctx, 20);
      if (!guests.length) return 'requestGuestId gave no guest id';
      const modules = await call(ctx, 'getModules', { headers: { zoneId: ctx.zoneId ?? '[1]' } });
      const moduleRows = (modules?.status === 200 ? findRows(modules.body) : []).filter(
        (m) => !['parcel', 'rental'].includes(String(m.module_type)),
      );
      moduleRows.sort((a, b) => Number(b.module_type === 'food') - Number(a.module_type === 'food'));
      const op = operations.get('placeOrder')!;
      const order = (item: Record<string, unknown>, guestId: string) => ({
        guest_id: guestId,
        contact_person_name: 'Bench Guest',
        contact_person_number: '+8801700000001',
        order_amount: 0, // priced by the server
        payment_method: 'cash_on_delivery',
        order_type: 'take_away',
        store_id: item.store_id,
        is_buy_now: 1,
        cart: [
          {
            item_id: item.id,
            model: 'Item',
            quantity: 1,
            price: item.price,
            variation: [],
            add_on_ids: [],
            add_on_qtys: [],
          },
        ],
      });
      // Each order takes one unit of stock: items are gathered from every module (most stock first) until they hold
      // enough for every request of the run, else the run would measure "Out of Stock." answers.
      const needed = ctx.requests || Infinity;
      const accepted: Array<{ item: Record<string, unknown>; headers: Record<string, string> }> = [];
      let stock = 0;
      let lastRefusal = 'no module with items';
      for (const m of moduleRows) {
        if (stock >= needed) break;
        const headers = { ...cartHeaders(ctx), moduleId: String(m.id) };
        const listed = await call(ctx, 'getPopularItems', { headers, query: 'limit=50&offset=1' });
        const candidates = (listed?.status === 200 ? findRows(listed.body) : [])
          .filter(
            (r) =>
              !(Array.isArray(r.food_variations) && r.food_variations.length) &&
              !(Array.isArray(r.variations) && r.variations.length),
          )
          .sort((a, b) => Number(b.stock ?? 0) - Number(a.stock ?? 0));
        for (const item of candidates) {
          if (stock >= needed) break;
          const probe = await call(ctx, 'placeOrder', { headers, body: order(item, guests[0]) });
          if (probe?.status === 200) {
            accepted.push({ item, headers });
            // Food has no stock (server/handlers/cart.ts, checkQuantity): one accepted food item serves the whole run.
            stock += m.module_type === 'food' ? Infinity : Math.max(0, Number(item.stock ?? 0) - 1);
          } else lastRefusal = `probe answered ${probe?.status}: ${JSON.stringify(probe?.body).slice(0, 160)}`;
        }
      }
      if (!accepted.length) return lastRefusal;
      let n = 0;
      return [
        {
          method: 'POST',
          path: op.path,
          headers: accepted[0].headers,
          setupRequest: (r) => {
            const i = n++;
            const { item, headers } = accepted[i % accepted.length];
            return { ...r, headers, body: JSON.stringify(order(item, guests[i % guests.length])) };
          },
        },
      ];
    },
  },
];
