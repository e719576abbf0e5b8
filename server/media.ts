// The demo data's pictures, drawn on request: every image the seed points at (/media/<folder>/<name>.webp) shows what
// its name pictures (server/media-subjects.ts picks the subject) as Microsoft's Fluent Emoji 3D (`@lobehub/fluent-emoji-3d`,
// MIT) on a backdrop of the subject's own colour, composed by sharp (libvips) and sent as WebP, at the width asked for
// (`?w=`, one of PICTURE_WIDTHS: the SPA's thumbnails). Square pictures (items, categories, logos, faces) put the subject
// in the middle with a soft shadow under it and a garnish at its side; wide ones (banners, covers) group the subject
// and its garnish on the right, in the middle of the height (a cover is cropped to 5:1); vehicles are 16:10. A few are
// vector drawings instead: the business logo, the payment gateways' word marks and the offline map tiles (SVG).
// Nothing is fetched. A drawing takes 20–120 ms of a core: once made it is kept in memory (PICTURE_CACHE_ENTRIES)
// and in the machine's temporary folder, under a name that changes with the drawing code, the subjects and the
// libraries (so a restarted or second process on the machine does not draw it again).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { IconNode } from 'lucide';
import ShoppingBag from 'lucide/dist/esm/icons/shopping-bag.mjs';
import { PICTURE_WIDTHS, pictureWidth } from '../domain/pictures.ts';
import { listedSubjects, subjectOf } from './media-subjects.ts';

const emojiFolder = join(
  dirname(createRequire(import.meta.url).resolve('@lobehub/fluent-emoji-3d/package.json')),
  'assets',
);

/** The file of an emoji in the set (its code points in hex, with or without the variation selector), or null. */
export function emojiFile(emoji: string): string | null {
  const codes = [...emoji].map((c) => c.codePointAt(0)!.toString(16));
  const bare = codes.filter((c) => c !== 'fe0f');
  for (const name of [codes, bare, [bare[0]!, 'fe0f', ...bare.slice(1)]]) {
    const file = join(emojiFolder, `${name.join('-')}.webp`);
    if (existsSync(file)) return file;
  }
  return null;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

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

/** A Lucide icon's shapes in a `size` px square at (x, y), stroked in `ink` (its own 24-unit grid). */
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
    `stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${shapes}</svg>`
  );
}

/** The word marks of the demo's payment gateways, in their colours. */
const gatewayMarks: Record<string, [string, string]> = {
  stripe: ['Stripe', '#635bff'],
  paypal: ['PayPal', '#003087'],
  sslcommerz: ['SSLCommerz', '#1f5aa6'],
};

/**
 * The vector drawings: the business logo (`logo.svg`: the shop's bag in its green), a payment gateway's word mark
 * (`pay-<gateway>.svg`) and the offline map tiles. A picture cannot use the page's web fonts: a word mark names
 * DejaVu Sans (on every Debian machine with fontconfig), so it is drawn alike whatever other fonts a machine has.
 */
function vectorDrawing(path: string): string | null {
  if (path.startsWith('tiles/')) return renderOfflineTile(path);
  if (path === 'logo.svg')
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="Sixam Market">` +
      `<title>Sixam Market</title><rect width="400" height="400" rx="88" fill="#027C45"/>${pictogram(ShoppingBag, 80, 76, 240, '#ffffff')}</svg>`
    );
  const gateway = /^pay-([a-z]+)\.svg$/.exec(path)?.[1];
  const mark = gateway ? gatewayMarks[gateway] : undefined;
  if (!mark) return null;
  const [name, colour] = mark;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="${name}">` +
    `<title>${name}</title><rect width="240" height="96" rx="16" fill="#ffffff"/>` +
    `<text x="120" y="60" text-anchor="middle" font-size="${name.length > 8 ? 30 : 38}" font-weight="700" ` +
    `font-family="DejaVu Sans, sans-serif" fill="${colour}">${name}</text></svg>`
  );
}

/** How many drawn pictures the server keeps in memory (each a few kilobytes of WebP). */
const PICTURE_CACHE_ENTRIES = 800;

type Shape = 'square' | 'wide' | 'landscape';

const SIZES: Record<Shape, [number, number]> = { square: [400, 400], wide: [1200, 400], landscape: [800, 500] };

/** Banners, covers and campaign banners are wide (3:1), vehicles landscape (16:10); the rest square. */
function shapeOf(folder: string, name: string): Shape {
  if (folder === 'banners' || folder === 'rental-banners') return 'wide';
  if (folder === 'campaigns' && !name.startsWith('items-')) return 'wide';
  if (folder === 'landing' && name.startsWith('promo')) return 'wide';
  if (/(^|\d-|-)cover(-|$)/.test(name)) return 'wide';
  if (folder === 'vehicles') return 'landscape';
  return 'square';
}

/** A subject's hue and how colourful it is: the mean colour of an emoji's opaque pixels. */
const colourCache = new Map<string, { hue: number; sat: number }>();
async function colourOf(file: string): Promise<{ hue: number; sat: number }> {
  const known = colourCache.get(file);
  if (known) return known;
  const { data } = await sharp(file).resize(32, 32).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let [r, g, b, n] = [0, 0, 0, 0];
  for (let i = 0; i < data.length; i += 4)
    if (data[i + 3]! > 200) [r, g, b, n] = [r + data[i]!, g + data[i + 1]!, b + data[i + 2]!, n + 1];
  [r, g, b] = [r, g, b].map((v) => v / Math.max(n, 1) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const hue =
    d === 0 ? 40 : max === r ? (((g - b) / d) % 6) * 60 : max === g ? ((b - r) / d + 2) * 60 : ((r - g) / d + 4) * 60;
  const colour = { hue: Math.round((hue + 360) % 360), sat: d === 0 ? 0 : d / (1 - Math.abs(max + min - 1)) };
  colourCache.set(file, colour);
  return colour;
}

/** An emoji drawn at `size` px, ready to composite. */
const emojiAt = (file: string, size: number) => sharp(file).resize(size, size).toBuffer();

interface Placed {
  file: string;
  size: number;
  left: number;
  top: number;
}

/**
 * Where the subject and its garnish go. A card shows a square picture at 4:3 (its top and bottom eighths cropped), so
 * the figures keep to the middle three quarters, the garnish at the lower left (a card's own buttons take the other
 * corners); a cover is shown as wide as 5:1, so a wide picture's figures keep to its middle 60 %.
 */
function layout(shape: Shape, files: string[]): Placed[] {
  const [main, ...more] = files;
  if (shape === 'square') {
    const placed: Placed[] = [{ file: main!, size: 232, left: 96, top: 70 }];
    if (more[0]) placed.unshift({ file: more[0], size: 112, left: 44, top: 196 });
    return placed;
  }
  if (shape === 'landscape') return [{ file: main!, size: 330, left: 235, top: 70 }];
  const placed: Placed[] = [{ file: main!, size: 220, left: 820, top: 84 }];
  if (more[0]) placed.unshift({ file: more[0], size: 150, left: 680, top: 150 });
  if (more[1]) placed.unshift({ file: more[1], size: 136, left: 1010, top: 164 });
  return placed;
}

/**
 * The backdrop, `drawW` × `drawH` px: a soft light of the subject's hue, a little deeper at the edges, with a shadow under
 * each figure.
 */
function backdrop(shape: Shape, hue: number, sat: number, placed: Placed[], drawW: number, drawH: number): string {
  const [w, h] = SIZES[shape];
  const s = Math.round(25 + Math.min(sat, 1) * 40);
  const light = `hsl(${hue} ${s}% 96%)`;
  const deep = `hsl(${hue} ${s}% 85%)`;
  const shadows = placed
    .map(
      (p) =>
        `<ellipse cx="${p.left + p.size / 2}" cy="${p.top + p.size * 0.96}" rx="${p.size * 0.36}" ry="${p.size * 0.07}" ` +
        `fill="hsl(${hue} 30% 25%)" fill-opacity="0.22" filter="url(#s)"/>`,
    )
    .join('');
  // the light falls on the figures: the middle of a square or landscape picture, the right of a wide one
  const [cx, r] = shape === 'wide' ? ['74%', '60%'] : ['50%', '75%'];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${drawW}" height="${drawH}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="none">` +
    `<defs><radialGradient id="g" cx="${cx}" cy="45%" r="${r}">` +
    `<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></radialGradient>` +
    `<filter id="s" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="6"/></filter></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${shadows}</svg>`
  );
}

/** Draws the picture of a media path (folder/name, no extension) as WebP, `width` px wide (its own when undefined). */
async function drawPicture(folder: string, name: string, width: number | undefined): Promise<Buffer> {
  const pick = createHash('sha1').update(`${folder}/${name}`).digest()[0]!;
  const { emoji } = subjectOf(folder, name, pick);
  const files = emoji.map((e) => emojiFile(e)).filter((f): f is string => !!f);
  if (!files.length) files.push(emojiFile('🛍️')!);
  const shape = shapeOf(folder, name);
  const { hue, sat } = await colourOf(files[0]!);
  // a second picture of the same thing (`-2`, `-3`: a gallery) is lit from another side of the colour wheel
  const turn = /-\d+$/.test(name) && folder !== 'customers' ? ((pick % 3) + 1) * 40 : (pick % 5) * 4 - 8;
  const placed = layout(shape, files);
  // drawn at the size asked for; the backdrop (soft gradients and blurred shadows) at a quarter of it, enlarged
  const [w, h] = SIZES[shape];
  const k = width ? Math.min(width / w, 1) : 1;
  const [outW, outH] = [Math.round(w * k), Math.round(h * k)];
  const svg = backdrop(shape, (hue + turn + 360) % 360, sat, placed, Math.ceil(outW / 4), Math.ceil(outH / 4));
  const layers = await Promise.all(
    placed.map(async (p) => ({
      input: await emojiAt(p.file, Math.round(p.size * k)),
      left: Math.round(p.left * k),
      top: Math.round(p.top * k),
    })),
  );
  return sharp(Buffer.from(svg)).resize(outW, outH).composite(layers).webp({ quality: 80, effort: 2 }).toBuffer();
}

/** The drawn pictures by path and width, each with its ETag (worked out once, not on every request). */
const pictures = new LRUCache<string, Promise<MediaImage>>({ max: PICTURE_CACHE_ENTRIES });

/** Where drawn pictures are kept on disk: named by what they are drawn from (this file, the subjects, the libraries). */
const diskCache = join(
  tmpdir(),
  'sixam-pictures',
  createHash('sha1')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(JSON.stringify(listedSubjects()))
    .update(JSON.stringify(sharp.versions))
    .update(emojiFolder)
    .digest('hex')
    .slice(0, 16),
);

/** A picture from the disk cache, else drawn and stored there (a failure to store is no failure to draw). */
async function cachedPicture(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const file = join(diskCache, `${createHash('sha1').update(key).digest('hex')}.webp`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  const drawn = await draw();
  const part = `${file}.${process.pid}.part`;
  await mkdir(diskCache, { recursive: true })
    .then(() => writeFile(part, drawn))
    .then(() => rename(part, file))
    .catch(() => undefined);
  return drawn;
}

export interface MediaImage {
  body: Buffer | string;
  type: string;
  etag: string;
}

const etagOf = (body: Buffer | string) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/**
 * The media file at `path` (`items/12-fresh-red-apples.webp`, `logo.svg`, `tiles/3/4/2.svg`), drawn at `width`
 * (one of PICTURE_WIDTHS, else its own); null for a path that names none.
 */
export async function renderMedia(path: string, width?: number): Promise<MediaImage | null> {
  if (!/^[a-z0-9][a-z0-9/_.-]*\.(svg|webp)$/i.test(path) || path.includes('..')) return null;
  const svg = path.endsWith('.svg') ? vectorDrawing(path.toLowerCase()) : null;
  if (svg !== null) return { body: svg, type: 'image/svg+xml; charset=utf-8', etag: etagOf(svg) };
  if (path.startsWith('tiles/')) return null;
  // a `.svg` name of another kind is a picture of a database seeded before the pictures were WebP
  const clean = path.toLowerCase().replace(/\.(svg|webp)$/, '');
  const parts = clean.split('/');
  if (parts.length > 2) return null;
  const [folder, name] = parts.length === 2 ? [parts[0]!, parts[1]!] : ['', parts[0]!];
  const size = PICTURE_WIDTHS.find((w) => w === width);
  const key = `${clean}@${size ?? ''}`;
  let picture = pictures.get(key);
  if (!picture) {
    // The ETag is the picture's own digest: a change to the drawing changes it, so revalidation never keeps a stale one.
    picture = cachedPicture(key, () => drawPicture(folder, name, size)).then((body) => ({
      body,
      type: 'image/webp',
      etag: etagOf(body),
    }));
    pictures.set(key, picture);
    picture.catch(() => pictures.delete(key));
  }
  return picture;
}

/** Generated images change only with the renderer: cached for 30 days, then revalidated with their ETag. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=2592000';

const matchesEtag = (header: string | undefined, etag: string) =>
  !!header && (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

/** Sends the generated picture of a media path (404 when it names none); `If-None-Match` with its ETag → 304. */
export async function sendGeneratedMedia(req: FastifyRequest, reply: FastifyReply, path: string) {
  const image = await renderMedia(path, pictureWidth((req.query as { w?: unknown } | undefined)?.w));
  if (!image) return reply.status(404).send({ errors: [{ code: 'not_found', message: 'Not found.' }] });
  reply.header('Cache-Control', MEDIA_CACHE_CONTROL).header('ETag', image.etag);
  if (matchesEtag(req.headers['if-none-match'], image.etag)) return reply.status(304).send();
  return reply.header('Content-Type', image.type).send(image.body);
}

/** GET /media/* → the generated picture (sendGeneratedMedia). */
export async function registerMediaRoutes(app: FastifyInstance): Promise<void> {
  app.get('/media/*', async (req, reply) => sendGeneratedMedia(req, reply, (req.params as { '*': string })['*']));
}
