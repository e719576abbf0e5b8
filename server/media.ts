// Generated SVG media: every image the demo data points at (/media/<folder>/<name>.svg) is drawn from its path —
// a deterministic colour, an emoji picked from the words in the name and the name's initials. Nothing is fetched.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const folderEmoji: Record<string, string> = {
  modules: '🧭',
  categories: '🏷️',
  stores: '🏪',
  items: '🛍️',
  banners: '🎉',
  campaigns: '🎁',
  landing: '✨',
  customers: '🙂',
  vehicles: '🚗',
  providers: '🚘',
  brands: '🚙',
  parcel: '📦',
};

/** Keyword → emoji; the first keyword found in the name wins. */
const keywordEmoji: [RegExp, string][] = [
  [/grocery|basket|bazaar|mart|super-shop|needs/, '🛒'],
  [/pharmacy|pharma|medic|health|pill|tablet-\d|mg|napa|fexo|antazol/, '💊'],
  [/ecommerce|shop\b|style|fashion-house/, '🛍️'],
  [/rental|car|vehicle/, '🚗'],
  [/parcel|package|documents|fragile/, '📦'],
  [/apple/, '🍎'],
  [/banana/, '🍌'],
  [/mango/, '🥭'],
  [/grape/, '🍇'],
  [/watermelon/, '🍉'],
  [/potato/, '🥔'],
  [/onion/, '🧅'],
  [/tomato/, '🍅'],
  [/spinach|veggie-box|vegetable/, '🥬'],
  [/carrot/, '🥕'],
  [/fruit/, '🍓'],
  [/milk|dairy/, '🥛'],
  [/yogurt|doi|lassi/, '🥛'],
  [/cheese/, '🧀'],
  [/egg|omelette/, '🥚'],
  [/croissant/, '🥐'],
  [/bread|bakery|sourdough/, '🍞'],
  [/cake|velvet|brownie|sweet|dessert|rasmalai/, '🍰'],
  [/juice|coconut/, '🧃'],
  [/coffee|cappuccino|latte|americano|aroma|cafe/, '☕'],
  [/tea/, '🍵'],
  [/chips|nachos|snack/, '🍿'],
  [/cookie|biscuit/, '🍪'],
  [/chicken|morog/, '🍗'],
  [/beef|mutton|meat|mince/, '🥩'],
  [/hilsa|fish|rui|salmon/, '🐟'],
  [/prawn/, '🦐'],
  [/burger|chillox/, '🍔'],
  [/pizza/, '🍕'],
  [/biryani|kacchi|tehari|khichuri|polao|curry/, '🍛'],
  [/fried-rice|rice/, '🍚'],
  [/chow|ramen|noodle|wok|szechuan|dragon/, '🍜'],
  [/sushi|nigiri|california|samurai/, '🍣'],
  [/pancake|breakfast|paratha/, '🥞'],
  [/kulfi|sundae|ice-cream/, '🍨'],
  [/shake|soda|drink/, '🥤'],
  [/salad|bowl|quinoa/, '🥗'],
  [/fries/, '🍟'],
  [/kebab|seekh/, '🍢'],
  [/wrap|shawarma/, '🌯'],
  [/sandwich|club/, '🥪'],
  [/spring-roll/, '🥟'],
  [/syrup|spray|lotion|mouthwash|cream|gel/, '🧴'],
  [/toothpaste|toothbrush/, '🪥'],
  [/diaper|wipes|baby/, '👶'],
  [/vitamin|omega|calcium/, '💊'],
  [/thermometer/, '🌡️'],
  [/oximeter|pressure|gluco|monitor/, '🩺'],
  [/polo|shirt|panjabi|chinos/, '👕'],
  [/dress|kurti|saree|women/, '👗'],
  [/jacket/, '🧥'],
  [/sneaker|running/, '👟'],
  [/loafer|shoes/, '👞'],
  [/sandal/, '🩴'],
  [/phone|galaxy|redmi|smartphone/, '📱'],
  [/tablet/, '📱'],
  [/earbud|headphone|audio/, '🎧'],
  [/speaker/, '🔊'],
  [/charger/, '🔌'],
  [/power-bank/, '🔋'],
  [/watch/, '⌚'],
  [/case/, '📱'],
  [/pan|cooker|cookware/, '🍳'],
  [/knife/, '🔪'],
  [/dinner-set/, '🍽️'],
  [/kantha|throw|decor|hearth/, '🛋️'],
  [/lamp/, '💡'],
  [/candle/, '🕯️'],
  [/yoga/, '🧘'],
  [/dumbbell|fitness|arena/, '🏋️'],
  [/cricket/, '🏏'],
  [/football|sports/, '⚽'],
  [/lipstick|foundation|kajal|makeup|beauty|glow/, '💄'],
  [/perfume|oud|toilette|fragrance/, '🌸'],
  [/gadget|tech/, '💻'],
  [/logo|sixam/, '🛍️'],
  [/stripe|paypal|sslcommerz|pay/, '💳'],
  [/fast/, '⚡'],
  [/secure/, '🔒'],
  [/prices/, '🏷️'],
  [/support/, '🎧'],
  [/promo|deal|offer|sale/, '🏷️'],
];

const ignoredWords = new Set([
  'logo',
  'cover',
  'icon',
  'thumbnail',
  'svg',
  'store',
  'item',
  'items',
  'zone',
  '2',
  'and',
  'the',
  'of',
  'in',
  'criteria',
  'promo',
  'pay',
]);

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface MediaImage {
  svg: string;
  etag: string;
}

/**
 * An offline map tile (`tiles/{z}/{x}/{y}`, the SPA's default tile layer: domain/map-tiles.ts): a plain 256 px grid
 * with a faint "Offline map" note, drawn here so the maps work without the internet (no streets: VITE_MAP_TILE_URL
 * points the build at a real tile server). Null when the path is no tile of the Web Mercator grid.
 */
export function renderOfflineTile(path: string): string | null {
  const m = /^tiles\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.svg$/.exec(path);
  if (!m) return null;
  const [z, x, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (z > 22 || x >= 2 ** z || y >= 2 ** z) return null;
  const lines = [64, 128, 192]
    .map((p) => `<path d="M${p} 0V256M0 ${p}H256" stroke="#d5dbd2" stroke-width="1"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" fill="#eef1ea"/>${lines}` +
    `<path d="M0 0.5H256M0.5 0V256" stroke="#c3cbbf" stroke-width="1"/>` +
    `<text x="128" y="132" text-anchor="middle" font-size="12" font-family="system-ui, sans-serif" fill="#8a9486">Offline map</text>` +
    `</svg>`
  );
}

/** Draws the SVG for a media path such as `items/12-fresh-red-apples.svg`; null for an invalid path. */
export function renderMedia(path: string): MediaImage | null {
  if (!/^[a-z0-9][a-z0-9/_.-]*\.svg$/i.test(path) || path.includes('..')) return null;
  const tile = path.startsWith('tiles/') ? renderOfflineTile(path) : undefined;
  if (tile !== undefined)
    return tile === null
      ? null
      : { svg: tile, etag: `"${createHash('sha1').update(tile).digest('base64url').slice(0, 22)}"` };
  const clean = path.toLowerCase().replace(/\.svg$/, '');
  const parts = clean.split('/');
  const folder = parts.length > 1 ? parts[0]! : '';
  const name = parts[parts.length - 1]!;
  const hash = createHash('sha1').update(clean).digest();
  const hue = (hash[0]! * 256 + hash[1]!) % 360;
  const hue2 = (hue + 35 + (hash[2]! % 50)) % 360;
  const words = name.split(/[-_]+/).filter((w) => w && !/^\d+$/.test(w) && !ignoredWords.has(w));
  const label =
    words
      .map((w) => w[0]!.toUpperCase())
      .slice(0, 2)
      .join('') ||
    folder.slice(0, 1).toUpperCase() ||
    'S';
  const title = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ') || folder || 'Sixam Market';
  const emoji = keywordEmoji.find(([re]) => re.test(name))?.[1] ?? folderEmoji[folder] ?? '🛍️';
  const wide =
    folder === 'banners' ||
    folder === 'campaigns' ||
    name.includes('-cover-') ||
    (folder === 'landing' && name.startsWith('promo'));
  const [w, h] = wide ? [1200, 400] : [400, 400];
  const bg = `hsl(${hue} 70% 88%)`;
  const bg2 = `hsl(${hue2} 65% 72%)`;
  const ink = `hsl(${hue} 55% 28%)`;
  const shapes = [0, 1, 2]
    .map((i) => {
      const cx = (hash[3 + i]! / 255) * w;
      const cy = (hash[6 + i]! / 255) * h;
      const r = 30 + (hash[9 + i]! / 255) * (h / 3);
      return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="hsl(${(hue + i * 40) % 360} 70% 95%)" opacity="0.45"/>`;
    })
    .join('');
  const body = wide
    ? `<text x="80" y="${h / 2 + 10}" font-size="72" font-family="system-ui, sans-serif" font-weight="700" fill="${ink}">${escapeXml(title.slice(0, 28))}</text>` +
      `<text x="${w - 220}" y="${h / 2 + 60}" font-size="160" text-anchor="middle">${emoji}</text>`
    : `<text x="${w / 2}" y="${h / 2 + 30}" font-size="150" text-anchor="middle">${emoji}</text>` +
      `<text x="${w / 2}" y="${h - 40}" font-size="52" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" fill="${ink}">${escapeXml(label)}</text>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes}${body}</svg>`;
  // The ETag is the drawing's own digest: a change to the renderer changes it, so revalidation never keeps a stale image.
  return { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"` };
}

/** Generated images change only with the renderer: cached for 30 days, then revalidated with their ETag. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=2592000';

const matchesEtag = (header: string | undefined, etag: string) =>
  !!header && (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

/** GET /media/* → the generated SVG; `If-None-Match` with its ETag → 304. */
export async function registerMediaRoutes(app: FastifyInstance): Promise<void> {
  app.get('/media/*', async (req, reply) => {
    const path = (req.params as { '*': string })['*'];
    const image = renderMedia(path);
    if (!image) return reply.status(404).send({ errors: [{ code: 'not_found', message: 'Not found.' }] });
    reply.header('Cache-Control', MEDIA_CACHE_CONTROL).header('ETag', image.etag);
    if (matchesEtag(req.headers['if-none-match'], image.etag)) return reply.status(304).send();
    return reply.header('Content-Type', 'image/svg+xml; charset=utf-8').send(image.svg);
  });
}
