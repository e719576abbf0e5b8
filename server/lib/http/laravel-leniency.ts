// What the real 6amMart (Laravel) backend lets through, so clients written against it work here:
//   - an empty query parameter (`?top_rated=&sortby_price=`) is absent (Laravel's ConvertEmptyStringsToNull turns it
//     into null, and every optional rule accepts null) instead of a 403 for a malformed value;
//   - a route behind `auth:api` answers 401 before any validation of its headers, parameters or body (Laravel runs the
//     auth middleware first), e.g. `customer/wish-list` without a token and without `moduleId` is 401, not 403: the
//     check lives in authentication.ts;
//   - a query parameter marked `x-zero-is-absent` in the contract is absent when it is `0` (Laravel's
//     `when($request->x)` skips a falsy value: 6amMart's web client sends `min_price=0`, `air_condition=0` … for "no
//     filter");
//   - a body field that 6amMart clients send JSON-encoded (`cart` of order/place: a string holding the array) is
//     parsed before validation, so it is then validated exactly as the array would be (a string that is not JSON
//     stays a string and fails validation; an empty string is absent, as Laravel's ConvertEmptyStringsToNull);
//   - the order's `cart` is read only for a Buy Now (`is_buy_now` 1): a cart checkout's `cart` (6amMart web 3.9 sends
//     its cart lines there with `is_buy_now: 0`) is dropped before validation, and a Buy Now entry that names its
//     kind by `item_type` (`AppModelsItem`, `App\\Models\\ItemCampaign`, or `item_campaign_id` set) instead of
//     `model` gets the `model` it stands for.
import type { FastifyInstance } from 'fastify';
import { loadContract } from './contract.ts';

/** `METHOD /route/:param` → the query parameters the contract marks `x-zero-is-absent`. */
export function zeroIsAbsentParams(): Map<string, Set<string>> {
  const byRoute = new Map<string, Set<string>>();
  for (const [path, item] of Object.entries<Record<string, { parameters?: Record<string, unknown>[] }>>(
    loadContract().paths,
  )) {
    for (const [method, op] of Object.entries(item)) {
      const names = (op?.parameters ?? [])
        .filter((p) => p['in'] === 'query' && p['x-zero-is-absent'] === true)
        .map((p) => String(p['name']));
      if (names.length) byRoute.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, new Set(names));
    }
  }
  return byRoute;
}

/** Body fields 6amMart clients send JSON-encoded (documented on each field in the contract). */
const jsonEncodedBodyFields: Record<string, string[]> = {
  'POST /api/v1/customer/order/place': ['cart'],
};

/** The value a JSON-encoded field stands for; a string that is not JSON is kept (validation then refuses it). */
function decodeJsonField(value: string): unknown {
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Whether an order body is a Buy Now (`is_buy_now` 1, true or "1"). */
const isBuyNow = (body: Record<string, unknown>) => [1, true, '1'].includes(body['is_buy_now'] as never);

/** The `model` a Buy Now entry stands for when it names its kind by `item_type` / `item_campaign_id` instead. */
function withModel(entry: unknown): unknown {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return entry;
  const e = entry as Record<string, unknown>;
  if (e['model'] !== undefined) return e;
  const kind = typeof e['item_type'] === 'string' ? e['item_type'].replace(/[^A-Za-z]/g, '') : '';
  const campaign =
    /ItemCampaign$/.test(kind) || (e['item_campaign_id'] !== undefined && e['item_campaign_id'] !== null);
  if (!kind && !campaign) return e;
  return { ...e, model: campaign ? 'ItemCampaign' : 'Item' };
}

/** The order body's `cart` as validation should see it: dropped unless Buy Now, its entries with their `model`. */
function orderCart(body: Record<string, unknown>) {
  if (!('cart' in body)) return;
  if (!isBuyNow(body)) delete body['cart'];
  else if (Array.isArray(body['cart'])) body['cart'] = body['cart'].map(withModel);
}

export function registerLaravelLeniency(app: FastifyInstance) {
  const zeroIsAbsent = zeroIsAbsentParams();
  app.addHook('preValidation', async (req) => {
    const route = `${req.method} ${req.routeOptions.url}`;
    const query = req.query as Record<string, unknown> | undefined;
    const zeroAbsent = zeroIsAbsent.get(route);
    if (query && typeof query === 'object')
      for (const [key, value] of Object.entries(query))
        if (value === '' || (value === '0' && zeroAbsent?.has(key))) delete query[key];
    const body = req.body as Record<string, unknown> | undefined;
    const encoded = jsonEncodedBodyFields[route];
    if (encoded && body && typeof body === 'object' && !Array.isArray(body))
      for (const field of encoded) {
        const value = body[field];
        if (typeof value !== 'string') continue;
        const decoded = decodeJsonField(value);
        if (decoded === undefined) delete body[field];
        else body[field] = decoded;
      }
    if (route === 'POST /api/v1/customer/order/place' && body && typeof body === 'object' && !Array.isArray(body))
      orderCart(body);
  });
}
