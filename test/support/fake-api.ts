// The one fake 6amMart backend for view tests. Importing this file installs it as globalThis.fetch (import it, or
// install it with `vi.hoisted`, BEFORE src/api/client.ts is imported: openapi-fetch captures fetch when the client
// is created). It answers from routes a test sets (`METHOD /api/v1/...` → a reply or a handler), records every
// request (path, query, headers, body), and can hold a route's responses until the test releases them (to replay
// machine paths step by step). `new FakeApi()` starts a fresh backend; `route` / `resetFakeApi` / `requestsTo`
// are shortcuts on the current one. Fixtures shaped like the contract are at the bottom.
import type { components } from '../../openapi/storefront.d.ts';

type Module = components['schemas']['Module'];
type Category = components['schemas']['Category'];
type Store = components['schemas']['Store'];
type Item = components['schemas']['Item'];
type CartRow = components['schemas']['CartRow'];

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}
export type RecordedRequest = FakeRequest;

export interface Reply {
  status?: number;
  /** The JSON body; a string with a `text/…` content-type header is sent as it is (a Server-Sent Events stream). */
  body: unknown;
  /** Extra response headers (e.g. Last-Modified). */
  headers?: Record<string, string>;
  /** No answer at all: the fetch fails as a browser's does offline (a TypeError). */
  network?: true;
}

type Handler = (req: FakeRequest) => Reply | Promise<Reply>;

export const json = (body: unknown, status = 200): Reply => ({ status, body });
/** No answer: the call fails as it does offline or with the API down. */
export const noAnswer = (): Reply => ({ body: null, network: true });
export const error = (status: number, code: string, message: string): Reply => ({
  status,
  body: { errors: [{ code, message }] },
});

let current: FakeApi | undefined;
const activate = (api: FakeApi) => {
  current = api;
};

export class FakeApi {
  requests: FakeRequest[] = [];
  routes = new Map<string, Handler>();
  private gates = new Map<string, { pending: { request: FakeRequest; answer: (reply: Reply) => void }[] }>();

  /** The newest instance answers the fetches. */
  constructor() {
    activate(this);
  }

  on(route: string, handler: Handler | Reply) {
    this.routes.set(route, typeof handler === 'function' ? handler : () => handler);
    return this;
  }

  /** Holds `route`'s responses until `release(route, reply)`. */
  hold(route: string) {
    this.gates.set(route, { pending: [] });
  }

  /** How many of `route`'s requests are held (those `which` picks, when given). */
  waiting(route: string, which?: (request: FakeRequest) => boolean) {
    return this.gates.get(route)?.pending.filter((p) => !which || which(p.request)).length ?? 0;
  }

  /** Answers the first held request of `route` (the first `which` picks, when given) with `reply`. */
  release(route: string, reply: Reply, which?: (request: FakeRequest) => boolean) {
    const pending = this.gates.get(route)?.pending ?? [];
    const i = pending.findIndex((p) => !which || which(p.request));
    if (i < 0) throw new Error(`no held request for ${route}`);
    pending.splice(i, 1)[0]!.answer(reply);
  }

  calls(route: string) {
    return this.requests.filter((r) => `${r.method} ${r.path}` === route);
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    let body: unknown = text || undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* keep the text */
    }
    const rec: FakeRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
    };
    this.requests.push(rec);
    const key = `${rec.method} ${rec.path}`;
    const gate = this.gates.get(key);
    const handler = this.routes.get(key);
    const reply: Reply = gate
      ? await new Promise<Reply>((answer) => gate.pending.push({ request: rec, answer }))
      : handler
        ? await handler(rec)
        : error(404, 'not_found', `No fake route for ${key}`);
    if (reply.network) throw new TypeError('Failed to fetch');
    const raw = typeof reply.body === 'string' && reply.headers?.['content-type']?.startsWith('text/');
    return new Response(raw ? (reply.body as string) : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  }
}

const api = () => current ?? new FakeApi();

export function installFetchStub() {
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    api().handle(new Request(input, init))) as typeof fetch;
}
installFetchStub();

/** Sets the answer for `METHOD /api/v1/...` on the current backend (a reply, or a handler returning one). */
export function route(key: string, reply: Handler | Reply) {
  api().on(key, reply);
}

/** Holds `METHOD /api/v1/...`'s responses on the current backend (FakeApi.hold). */
export function hold(key: string) {
  api().hold(key);
}

/** The current backend (to release held requests, or count them). */
export const currentFakeApi = () => api();

/** A fresh backend: no routes, no requests. */
export function resetFakeApi() {
  new FakeApi();
}

/** The requests the current backend received for `METHOD /path`. */
export const requestsTo = (key: string) => api().calls(key);

/** Every request the current backend received. */
export const allRequests = () => api().requests;

// --- fixtures shaped like the contract ------------------------------------------------------------------------

export const config = (over: Record<string, unknown> = {}) => ({
  business_name: 'Sixam Market',
  currency_symbol: '$',
  currency_symbol_direction: 'left',
  digit_after_decimal_point: 2,
  toggle_veg_non_veg: true,
  ...over,
});

export function makeModule(
  id: number,
  module_type: Module['module_type'],
  module_name: string,
  zones: number[],
  status: 0 | 1 = 1,
): Module {
  return {
    id,
    module_name,
    slug: module_name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    module_type,
    icon_full_url: `/media/modules/${id}.svg`,
    thumbnail_full_url: `/media/modules/${id}-thumb.svg`,
    status,
    description: module_name,
    stores_count: 3,
    theme_id: 1,
    all_zone_service: 0,
    zones: zones.map((z) => ({
      id: z,
      name: `Zone ${z}`,
      status: 1,
      pivot: {
        zone_id: z,
        module_id: id,
        per_km_shipping_charge: 1,
        minimum_shipping_charge: 1,
        maximum_shipping_charge: null,
        maximum_cod_order_amount: null,
      },
    })),
    created_at: '2024-01-01',
    updated_at: '2024-01-01',
  };
}

export function makeCategory(id: number, name: string, module_id: number): Category {
  return {
    id,
    name,
    slug: name.toLowerCase(),
    image_full_url: `/media/categories/${id}.svg`,
    parent_id: 0,
    position: 0,
    priority: 0,
    module_id,
    featured: 0,
    status: 1,
    products_count: 3,
    childes_count: 0,
    childes: [],
    created_at: '',
    updated_at: '',
  };
}

export function makeStore(id: number, name: string, module_id: number, over: Partial<Store> = {}): Store {
  return {
    id,
    name,
    slug: `store-${id}`,
    module_id,
    zone_id: 1,
    logo_full_url: `/media/stores/${id}.svg`,
    cover_photo_full_url: '',
    address: `${id} Road`,
    avg_rating: 4.25,
    rating_count: 12,
    open: 1,
    free_delivery: false,
    delivery_time: '20-30 min',
    ...over,
  } as Store;
}

export function makeItem(id: number, name: string, over: Partial<Item> = {}): Item {
  return {
    id,
    name,
    slug: `item-${id}`,
    image_full_url: `/media/items/${id}.svg`,
    store_name: 'Fresh Mart',
    store_id: 1,
    module_type: 'grocery',
    price: 10,
    discount: 0,
    discount_type: 'percent',
    avg_rating: 4.5,
    rating_count: 8,
    veg: 1,
    recommended: 0,
    organic: 0,
    is_halal: 0,
    halal_tag_status: 0,
    ...over,
  } as Item;
}

/** A line of `GET /customer/cart/list` (a guest's, quantity 1) holding `item`; `over` changes any field. */
export function makeCartRow(item: Item, id: number, over: Partial<CartRow> = {}): CartRow {
  return {
    id,
    user_id: 'g-1',
    module_id: 1,
    item_id: item.id,
    is_guest: 1,
    item_type: 'App\\Models\\Item',
    price: item.price,
    quantity: 1,
    variation: [],
    add_on_ids: [],
    add_on_qtys: [],
    item,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...over,
  } as CartRow;
}

/** A paginated store list answering `offset` as a page number, `limit` per page. */
export const pagedStores = (stores: Store[]) => (req: RecordedRequest) => {
  const limit = Number(req.query.get('limit') ?? 12);
  const page = Number(req.query.get('offset') ?? 1);
  return json({
    total_size: stores.length,
    limit,
    offset: page,
    stores: stores.slice((page - 1) * limit, page * limit),
  });
};
