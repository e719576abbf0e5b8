// Uploaded images (profile photo, prescription attachments, chat, reviews, joining forms): jpg / png / gif recognised
// by their magic bytes (the browser's file name and type are not trusted), at most 2 MB, with Laravel's messages;
// every one drawn anew on arrival (cleanUpload: turned upright, at most 2048 px, re-encoded in its own format, its
// metadata — the camera, the place it was taken — dropped); and how a stored one is sent, also at a picture width
// (`?w=`, WebP) as the SPA asks for thumbnails.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { pictureWidth } from '../../../domain/pictures.ts';
import { MAX_IMAGE_BYTES, MAX_ORDER_IMAGES, TOO_MANY_IMAGES_MESSAGE } from '../../../domain/uploads.ts';
import { forbidden } from './errors.ts';

export const IMAGE_FORMAT_MESSAGE =
  'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.';

/** jpg / png / gif by their magic bytes, or null. */
export function imageType(data: Buffer): { mime: string; ext: string } | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { mime: 'image/jpeg', ext: 'jpg' };
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { mime: 'image/png', ext: 'png' };
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1')))
    return { mime: 'image/gif', ext: 'gif' };
  return null;
}

/** The longest side an upload is kept at (a phone photo's 4000 px are more than any page shows). */
export const UPLOAD_MAX_SIDE = 2048;
/** Pixels a file may decode to (a small file claiming a huge picture is refused, not decoded). */
const UPLOAD_MAX_PIXELS = 40_000_000;

/**
 * An uploaded file as it is kept: a jpg, png or gif of at most 2 MB drawn anew — turned as its camera held it, at most
 * UPLOAD_MAX_SIDE px, re-encoded in its own format without its metadata (EXIF: the camera, the place, the time; an
 * animated gif keeps its frames). Any other file is left as sent, for uploadedImage to refuse with its message; an
 * image that cannot be decoded becomes an empty file (refused as not an image).
 */
export async function cleanUpload(data: Buffer): Promise<Buffer> {
  const type = imageType(data);
  if (!type || data.length > MAX_IMAGE_BYTES) return data;
  try {
    const draw = (side: number) => {
      // as lenient as a browser with a slightly damaged file (a bad checksum): what can be drawn is kept
      const picture = sharp(data, { animated: type.ext === 'gif', limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'none' })
        .rotate()
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
      if (type.ext === 'jpg') return picture.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      if (type.ext === 'png') return picture.png({ compressionLevel: 9 }).toBuffer();
      return picture.gif().toBuffer();
    };
    const kept = await draw(UPLOAD_MAX_SIDE);
    // a picture drawn larger than the limit it came in under (a dense png) is kept smaller instead
    return kept.length <= MAX_IMAGE_BYTES ? kept : await draw(UPLOAD_MAX_SIDE / 2);
  } catch {
    return Buffer.alloc(0);
  }
}

/** A multipart file field checked as an image (403 `field` otherwise): its bytes, mime type and extension. */
export function uploadedImage(field: string, value: unknown): { data: Buffer; mime: string; ext: string } {
  if (!Buffer.isBuffer(value)) throw forbidden(field, IMAGE_FORMAT_MESSAGE);
  const type = imageType(value);
  if (!type) throw forbidden(field, IMAGE_FORMAT_MESSAGE);
  if (value.length > MAX_IMAGE_BYTES) throw forbidden(field, 'The image may not be greater than 2048 kilobytes.');
  return { data: value, ...type };
}

/** The images sent as `<field>[]` (or `<field>`): none, one or several; 403 `field` past 3 or not images. */
export function uploadedImages(body: object, field: string): ReturnType<typeof uploadedImage>[] {
  const b = body as Record<string, unknown>;
  const sent = b[`${field}[]`] ?? b[field];
  const files = sent === undefined || sent === null || sent === '' ? [] : Array.isArray(sent) ? sent : [sent];
  if (files.length > MAX_ORDER_IMAGES) throw forbidden(field, TOO_MANY_IMAGES_MESSAGE);
  return files.map((f) => uploadedImage(field, f));
}

/** A stored upload's smaller copies (WebP at a PICTURE_WIDTHS width), by its name and width: a few kB each. */
const smaller = new LRUCache<string, Promise<Buffer>>({ max: 400 });

/**
 * Sends a stored upload (base64 in the database) under its recognised mime type, never sniffed, cached for a year
 * (`public` or `private` to shared caches); at `width` a WebP copy at most that wide (a thumbnail); a missing one is
 * 404.
 */
export async function sendStoredImage(
  reply: FastifyReply,
  img: { name: string; mime: string; data: string } | undefined,
  cache: 'public' | 'private',
  width?: number,
) {
  if (!img) return reply.status(404).send({ errors: [{ code: 'not_found', message: 'Not found.' }] });
  const stored = Buffer.from(img.data, 'base64');
  const key = `${img.name}@${width}`;
  let body: Buffer = stored;
  if (width) {
    const copy =
      smaller.get(key) ??
      sharp(stored, { animated: img.mime === 'image/gif' })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    smaller.set(key, copy);
    body = await copy.catch(() => stored); // a stored file sharp cannot read (kept before uploads were cleaned) as is
  }
  return reply
    .type(body === stored ? img.mime : 'image/webp')
    .header('Cache-Control', `${cache}, max-age=31536000, immutable`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(body);
}

/**
 * GET /media/<folder>/:name → the stored upload named `<folder>/<name>` (found by `find`), sent by sendStoredImage;
 * with `generated`, a WebP (or older SVG) name that no upload has (uploads are jpg / png / gif) is a generated
 * picture of the demo data (the seeded testimonial faces under /media/customers: server/payment.ts passes
 * server/media.ts's).
 */
export function registerStoredImageRoute(
  app: FastifyInstance,
  folder: string,
  cache: 'public' | 'private',
  find: (name: string) => Promise<{ mime: string; data: string } | undefined>,
  generated?: (req: FastifyRequest, reply: FastifyReply, path: string) => unknown,
) {
  // not routes of the contract: no schema, so `w` is what was sent (pictureWidth keeps a known width only)
  app.get<{ Params: { name: string }; Querystring: { w?: unknown } }>(`/media/${folder}/:name`, async (req, reply) => {
    const { name } = req.params;
    const stored = await find(`${folder}/${name}`);
    if (!stored && generated && /\.(webp|svg)$/i.test(name)) return generated(req, reply, `${folder}/${name}`);
    return sendStoredImage(reply, stored && { name: `${folder}/${name}`, ...stored }, cache, pictureWidth(req.query.w));
  });
}
