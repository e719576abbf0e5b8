// Uploaded images (profile photo, prescription attachments): jpg / png / gif recognised by their magic bytes (the
// browser's file name and type are not trusted), at most 2 MB, with Laravel's messages; and how a stored one is sent.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * Sends a stored upload (base64 in the database) under its recognised mime type, never sniffed, cached for a year
 * (`public` or `private` to shared caches); a missing one is 404.
 */
export function sendStoredImage(
  reply: FastifyReply,
  img: { mime: string; data: string } | undefined,
  cache: 'public' | 'private',
) {
  if (!img) return reply.status(404).send({ errors: [{ code: 'not_found', message: 'Not found.' }] });
  return reply
    .type(img.mime)
    .header('Cache-Control', `${cache}, max-age=31536000, immutable`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(Buffer.from(img.data, 'base64'));
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
  app.get(`/media/${folder}/:name`, async (req, reply) => {
    const { name } = req.params as { name: string };
    const stored = await find(`${folder}/${name}`);
    if (!stored && generated && /\.(webp|svg)$/i.test(name)) return generated(req, reply, `${folder}/${name}`);
    return sendStoredImage(reply, stored, cache);
  });
}
