// Generated SVG media: every image the demo data points at (/media/<folder>/<name>.svg) is drawn from its path —
// a deterministic colour and a pictogram picked from the words in the name (a Lucide icon's lines, drawn as SVG shapes:
// an emoji would depend on the viewer's fonts and show as an empty box where none has it); a banner also carries its
// title. Nothing is fetched. The drawings are plain on purpose: a page shows dozens of them, and the browser lays out
// and records each one on its main thread as it paints — their text (laid out with the viewer's fonts) and translucent
// circles were most of the layout and paint work of a module's home after its first paint.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IconNode } from 'lucide';
import Apple from 'lucide/dist/esm/icons/apple.mjs';
import Baby from 'lucide/dist/esm/icons/baby.mjs';
import Banana from 'lucide/dist/esm/icons/banana.mjs';
import BatteryCharging from 'lucide/dist/esm/icons/battery-charging.mjs';
import Bean from 'lucide/dist/esm/icons/bean.mjs';
import Beef from 'lucide/dist/esm/icons/beef.mjs';
import CakeSlice from 'lucide/dist/esm/icons/cake-slice.mjs';
import Car from 'lucide/dist/esm/icons/car.mjs';
import CarFront from 'lucide/dist/esm/icons/car-front.mjs';
import Carrot from 'lucide/dist/esm/icons/carrot.mjs';
import Cherry from 'lucide/dist/esm/icons/cherry.mjs';
import Citrus from 'lucide/dist/esm/icons/citrus.mjs';
import Coffee from 'lucide/dist/esm/icons/coffee.mjs';
import Compass from 'lucide/dist/esm/icons/compass.mjs';
import Cookie from 'lucide/dist/esm/icons/cookie.mjs';
import CookingPot from 'lucide/dist/esm/icons/cooking-pot.mjs';
import CreditCard from 'lucide/dist/esm/icons/credit-card.mjs';
import Croissant from 'lucide/dist/esm/icons/croissant.mjs';
import CupSoda from 'lucide/dist/esm/icons/cup-soda.mjs';
import Drumstick from 'lucide/dist/esm/icons/drumstick.mjs';
import Dumbbell from 'lucide/dist/esm/icons/dumbbell.mjs';
import Egg from 'lucide/dist/esm/icons/egg.mjs';
import EggFried from 'lucide/dist/esm/icons/egg-fried.mjs';
import Fish from 'lucide/dist/esm/icons/fish.mjs';
import Flame from 'lucide/dist/esm/icons/flame.mjs';
import Flower from 'lucide/dist/esm/icons/flower.mjs';
import Footprints from 'lucide/dist/esm/icons/footprints.mjs';
import Gift from 'lucide/dist/esm/icons/gift.mjs';
import Grape from 'lucide/dist/esm/icons/grape.mjs';
import Hamburger from 'lucide/dist/esm/icons/hamburger.mjs';
import Headphones from 'lucide/dist/esm/icons/headphones.mjs';
import IceCreamCone from 'lucide/dist/esm/icons/ice-cream-cone.mjs';
import Lamp from 'lucide/dist/esm/icons/lamp.mjs';
import Laptop from 'lucide/dist/esm/icons/laptop.mjs';
import LeafyGreen from 'lucide/dist/esm/icons/leafy-green.mjs';
import Lock from 'lucide/dist/esm/icons/lock.mjs';
import Milk from 'lucide/dist/esm/icons/milk.mjs';
import Package from 'lucide/dist/esm/icons/package.mjs';
import PartyPopper from 'lucide/dist/esm/icons/party-popper.mjs';
import PersonStanding from 'lucide/dist/esm/icons/person-standing.mjs';
import Pill from 'lucide/dist/esm/icons/pill.mjs';
import Pizza from 'lucide/dist/esm/icons/pizza.mjs';
import Plug from 'lucide/dist/esm/icons/plug.mjs';
import Popcorn from 'lucide/dist/esm/icons/popcorn.mjs';
import Salad from 'lucide/dist/esm/icons/salad.mjs';
import Sandwich from 'lucide/dist/esm/icons/sandwich.mjs';
import Shirt from 'lucide/dist/esm/icons/shirt.mjs';
import ShoppingBag from 'lucide/dist/esm/icons/shopping-bag.mjs';
import ShoppingCart from 'lucide/dist/esm/icons/shopping-cart.mjs';
import Shrimp from 'lucide/dist/esm/icons/shrimp.mjs';
import Smartphone from 'lucide/dist/esm/icons/smartphone.mjs';
import Smile from 'lucide/dist/esm/icons/face-slightly-smiling.mjs';
import Sofa from 'lucide/dist/esm/icons/sofa.mjs';
import Soup from 'lucide/dist/esm/icons/soup.mjs';
import Sparkles from 'lucide/dist/esm/icons/sparkles.mjs';
import Speaker from 'lucide/dist/esm/icons/speaker.mjs';
import SprayCan from 'lucide/dist/esm/icons/spray-can.mjs';
import Stethoscope from 'lucide/dist/esm/icons/stethoscope.mjs';
import Store from 'lucide/dist/esm/icons/store.mjs';
import Tag from 'lucide/dist/esm/icons/tag.mjs';
import Thermometer from 'lucide/dist/esm/icons/thermometer.mjs';
import Trophy from 'lucide/dist/esm/icons/trophy.mjs';
import Utensils from 'lucide/dist/esm/icons/utensils.mjs';
import UtensilsCrossed from 'lucide/dist/esm/icons/utensils-crossed.mjs';
import Vegan from 'lucide/dist/esm/icons/vegan.mjs';
import Watch from 'lucide/dist/esm/icons/watch.mjs';
import Wheat from 'lucide/dist/esm/icons/wheat.mjs';
import Zap from 'lucide/dist/esm/icons/zap.mjs';

const folderPictogram: Record<string, IconNode> = {
  modules: Compass,
  categories: Tag,
  stores: Store,
  items: ShoppingBag,
  banners: PartyPopper,
  campaigns: Gift,
  landing: Sparkles,
  customers: Smile,
  vehicles: Car,
  providers: CarFront,
  brands: CarFront,
  parcel: Package,
};

/** Keyword → pictogram; the first keyword found in the name wins. */
const keywordPictogram: [RegExp, IconNode][] = [
  [/grocery|basket|bazaar|mart|super-shop|needs/, ShoppingCart],
  [/pharmacy|pharma|medic|health|pill|tablet-\d|mg|napa|fexo|antazol/, Pill],
  [/ecommerce|shop\b|style|fashion-house/, ShoppingBag],
  [/rental|\bcars?\b|vehicle/, Car],
  [/parcel|package|documents|fragile/, Package],
  [/apple/, Apple],
  [/banana/, Banana],
  [/mango/, Citrus],
  [/grape/, Grape],
  [/watermelon/, Citrus],
  [/potato/, Bean],
  [/onion/, Vegan],
  [/tomato/, Cherry],
  [/spinach|veggie-box|vegetable/, LeafyGreen],
  [/carrot/, Carrot],
  [/fruit/, Cherry],
  [/milk|dairy/, Milk],
  [/yogurt|doi|lassi/, Milk],
  [/cheese/, Milk],
  [/egg|omelette/, Egg],
  [/croissant/, Croissant],
  [/bread|bakery|sourdough/, Wheat],
  [/cake|velvet|brownie|sweet|dessert|rasmalai/, CakeSlice],
  [/juice|coconut/, CupSoda],
  [/coffee|cappuccino|latte|americano|aroma|cafe/, Coffee],
  [/tea/, Coffee],
  [/chips|nachos|snack/, Popcorn],
  [/cookie|biscuit/, Cookie],
  [/chicken|morog/, Drumstick],
  [/beef|mutton|meat|mince/, Beef],
  [/hilsa|fish|rui|salmon/, Fish],
  [/prawn/, Shrimp],
  [/burger|chillox/, Hamburger],
  [/pizza/, Pizza],
  [/biryani|kacchi|tehari|khichuri|polao|curry/, Soup],
  [/fried-rice|rice/, Soup],
  [/chow|ramen|noodle|wok|szechuan|dragon/, Soup],
  [/sushi|nigiri|california|samurai/, Fish],
  [/pancake|breakfast|paratha/, EggFried],
  [/kulfi|sundae|ice-cream/, IceCreamCone],
  [/shake|soda|drink/, CupSoda],
  [/salad|bowl|quinoa/, Salad],
  [/fries/, Utensils],
  [/kebab|seekh/, Utensils],
  [/wrap|shawarma/, Sandwich],
  [/sandwich|club/, Sandwich],
  [/spring-roll/, Utensils],
  [/syrup|spray|lotion|mouthwash|cream|gel/, SprayCan],
  [/toothpaste|toothbrush/, Smile],
  [/diaper|wipes|baby/, Baby],
  [/vitamin|omega|calcium/, Pill],
  [/thermometer/, Thermometer],
  [/oximeter|pressure|gluco|monitor/, Stethoscope],
  [/polo|shirt|panjabi|chinos/, Shirt],
  [/dress|kurti|saree|women/, Shirt],
  [/jacket/, Shirt],
  [/sneaker|running/, Footprints],
  [/loafer|shoes/, Footprints],
  [/sandal/, Footprints],
  [/phone|galaxy|redmi|smartphone/, Smartphone],
  [/tablet/, Smartphone],
  [/earbud|headphone|audio/, Headphones],
  [/speaker/, Speaker],
  [/charger/, Plug],
  [/power-bank/, BatteryCharging],
  [/watch/, Watch],
  [/case/, Smartphone],
  [/pan|cooker|cookware/, CookingPot],
  [/knife/, UtensilsCrossed],
  [/dinner-set/, Utensils],
  [/kantha|throw|decor|hearth/, Sofa],
  [/lamp/, Lamp],
  [/candle/, Flame],
  [/yoga/, PersonStanding],
  [/dumbbell|fitness|arena/, Dumbbell],
  [/cricket/, Trophy],
  [/football|sports/, Trophy],
  [/lipstick|foundation|kajal|makeup|beauty|glow/, Sparkles],
  [/perfume|oud|toilette|fragrance/, Flower],
  [/gadget|tech/, Laptop],
  [/logo|sixam/, ShoppingBag],
  [/stripe|paypal|sslcommerz|pay/, CreditCard],
  [/fast/, Zap],
  [/secure/, Lock],
  [/prices/, Tag],
  [/support/, Headphones],
  [/promo|deal|offer|sale/, Tag],
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

/** A Lucide icon's shapes in a `size` px square at (x, y), stroked in `ink` (its own 24-unit grid, 2-unit lines). */
function pictogram(icon: IconNode, x: number, y: number, size: number, ink: string) {
  const shapes = icon
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
        .join('');
      return `<${tag}${list}/>`;
    })
    .join('');
  return (
    `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="${ink}" ` +
    `stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${shapes}</svg>`
  );
}

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
    `<text x="128" y="132" text-anchor="middle" font-size="12" font-family="DejaVu Sans, sans-serif" fill="#8a9486">Offline map</text>` +
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
  const title = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ') || folder || 'Sixam Market';
  const icon = keywordPictogram.find(([re]) => re.test(name))?.[1] ?? folderPictogram[folder] ?? ShoppingBag;
  // a campaign's items are items (a card's picture); the campaigns themselves are banners
  const banner =
    folder === 'banners' ||
    (folder === 'campaigns' && !name.startsWith('items-')) ||
    (folder === 'landing' && name.startsWith('promo'));
  const [w, h] = banner || name.includes('-cover-') ? [1200, 400] : [400, 400];
  const bg = `hsl(${hue} 70% 88%)`;
  const bg2 = `hsl(${hue2} 65% 72%)`;
  const ink = `hsl(${hue} 55% 28%)`;
  const body = banner
    ? // the title keeps clear of the pictogram: 820 px for it, at ≈ 0.6 em a character. A picture cannot use the
      // page's web fonts: it names DejaVu Sans (on every Debian machine with fontconfig), not the system's default,
      // so it is drawn alike whatever other fonts a machine has (the looks baselines too)
      `<text x="80" y="${h / 2 + 10}" font-size="${Math.min(72, Math.floor(820 / (0.6 * Math.min(title.length, 28))))}" font-family="DejaVu Sans, sans-serif" font-weight="700" fill="${ink}">${escapeXml(title.slice(0, 28))}</text>` +
      pictogram(icon, w - 260, h / 2 - 80, 160, ink)
    : // the pictogram in the middle, inside the middle 40 % of the height: a frame of another shape (a card's 16:10 or
      // 3:1, a cover's hero) that crops the drawing's edges keeps it whole
      pictogram(icon, w / 2 - 70, h / 2 - 70, 140, ink);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${body}</svg>`;
  // The ETag is the drawing's own digest: a change to the renderer changes it, so revalidation never keeps a stale image.
  return { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"` };
}

/** Generated images change only with the renderer: cached for 30 days, then revalidated with their ETag. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=2592000';

const matchesEtag = (header: string | undefined, etag: string) =>
  !!header && (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

/** Sends the generated SVG of a media path (404 when the path names no drawing); `If-None-Match` with its ETag → 304. */
export function sendGeneratedMedia(req: FastifyRequest, reply: FastifyReply, path: string) {
  const image = renderMedia(path);
  if (!image) return reply.status(404).send({ errors: [{ code: 'not_found', message: 'Not found.' }] });
  reply.header('Cache-Control', MEDIA_CACHE_CONTROL).header('ETag', image.etag);
  if (matchesEtag(req.headers['if-none-match'], image.etag)) return reply.status(304).send();
  return reply.header('Content-Type', 'image/svg+xml; charset=utf-8').send(image.svg);
}

/** GET /media/* → the generated SVG (sendGeneratedMedia). */
export async function registerMediaRoutes(app: FastifyInstance): Promise<void> {
  app.get('/media/*', async (req, reply) => sendGeneratedMedia(req, reply, (req.params as { '*': string })['*']));
}
