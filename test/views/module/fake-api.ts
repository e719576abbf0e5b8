// A fake 6amMart backend for view tests: answers the SPA's fetches from in-memory data, records every request
// (path, query, headers), and can hold a route's responses until the test releases them (to replay machine
// paths step by step). Install with `vi.hoisted(() => installFetchStub())` before the API client is imported.
import type { components } from '../../../openapi/storefront.d.ts';

type Module = components['schemas']['Module'];
type Category = components['schemas']['Category'];
type Store = components['schemas']['Store'];
type Item = components['schemas']['Item'];

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export interface Reply {
  status: number;
  body: unknown;
}

type Handler = (req: RecordedRequest) => Reply | Promise<Reply>;

export function installFetchStub() {
  (globalThis as { fetch: typeof fetch }).fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    (globalThis as unknown as { __fakeApi: (r: Request) => Promise<Response> }).__fakeApi(
      new Request(input, init),
    )) as typeof fetch;
}

export const json = (body: unknown, status = 200): Reply => ({ status, body });
export const error = (status: number, code: string, message: string): Reply => ({
  status,
  body: { errors: [{ code, message }] },
});

export class FakeApi {
  requests: RecordedRequest[] = [];
  routes = new Map<string, Handler>();
  private gates = new Map<string, { pending: ((reply: Reply) => void)[]; arrived: number }>();

  constructor() {
    (globalThis as unknown as { __fakeApi: (r: Request) => Promise<Response> }).__fakeApi = (r) => this.handle(r);
  }

  on(route: string, handler: Handler | Reply) {
    this.routes.set(route, typeof handler === 'function' ? handler : () => handler);
    return this;
  }

  /** Holds `route`'s responses until `release(route, reply)`. */
  hold(route: string) {
    this.gates.set(route, { pending: [], arrived: 0 });
  }

  waiting(route: string) {
    return this.gates.get(route)?.pending.length ?? 0;
  }

  release(route: string, reply: Reply) {
    const next = this.gates.get(route)?.pending.shift();
    if (!next) throw new Error(`no held request for ${route}`);
    next(reply);
  }

  calls(route: string) {
    return this.requests.filter((r) => `${r.method} ${r.path}` === route);
  }

  private async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const rec: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    this.requests.push(rec);
    const key = `${rec.method} ${rec.path}`;
    const gate = this.gates.get(key);
    const handler = this.routes.get(key);
    const reply: Reply = gate
      ? await new Promise<Reply>((resolve) => gate.pending.push(resolve))
      : handler
        ? await handler(rec)
        : error(404, 'not_found', `No fake route for ${key}`);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  }
}

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

/** jsdom has no matchMedia (toasts and the carousel ask for reduced motion). */
export function stubMatchMedia(reducedMotion = false) {
  window.matchMedia = ((query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
