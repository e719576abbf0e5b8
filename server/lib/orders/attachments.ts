// Images of an order, at most 3 per kind, each a jpg / png / gif of at most 2 MB, stored in order_attachments and
// served at /media/<kind>/<name>: the prescription (6amMart's `order_attachment[]` on POST /customer/order/place,
// multipart; required when a line's item needs a prescription; the order's JSON lists their URLs as
// order_attachment_full_url), a review's (`attachment[]`) and a refund request's (`image[]`).
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orderAttachments } from '../../db/schema/order-attachments.ts';
import { forbidden } from '../http/errors.ts';
import { registerStoredImageRoute, type uploadedImage, uploadedImages } from '../http/image-upload.ts';

export const PRESCRIPTION_REQUIRED_MESSAGE = 'Please upload your prescription image.';

export type OrderAttachment = ReturnType<typeof uploadedImage>;

/** Who sent an order's images: the order's prescription, a review, a refund request (the media path's first part). */
export type AttachmentKind = 'order' | 'review' | 'refund';

/** The images sent as `<field>[]` (or `<field>`): none, one or several; 403 `field` past 3 or not images. */
export const orderAttachmentsOf = (body: object, field = 'order_attachment'): OrderAttachment[] =>
  uploadedImages(body, field);

/** Step: an item that needs a prescription needs at least one image. */
export function checkPrescription(
  lines: { item: { name: string } & Partial<{ isPrescriptionRequired: number }> }[],
  attachments: OrderAttachment[],
) {
  if (attachments.length === 0 && lines.some((l) => l.item.isPrescriptionRequired === 1))
    throw forbidden('order_attachment', PRESCRIPTION_REQUIRED_MESSAGE);
}

/** Writes the order's images (inside the caller's transaction); their media paths (`<kind>/…`), in order. */
export async function saveOrderAttachments(
  db: Db,
  orderId: number,
  attachments: OrderAttachment[],
  now: Date,
  kind: AttachmentKind = 'order',
): Promise<string[]> {
  if (!attachments.length) return [];
  const rows = attachments.map((a) => ({
    name: `${kind}/${orderId}-${randomBytes(12).toString('hex')}.${a.ext}`,
    orderId,
    mime: a.mime,
    data: a.data.toString('base64'),
    createdAt: now,
  }));
  await db.insert(orderAttachments).values(rows);
  return rows.map((r) => r.name);
}

/** The media paths (`order/…`) of each order's prescription images, in upload order. */
export async function attachmentNames(db: Db, orderIds: number[]): Promise<Map<number, string[]>> {
  const rows = orderIds.length
    ? await db
        .select({ orderId: orderAttachments.orderId, name: orderAttachments.name })
        .from(orderAttachments)
        .where(and(inArray(orderAttachments.orderId, orderIds), like(orderAttachments.name, 'order/%')))
        .orderBy(asc(orderAttachments.id))
    : [];
  const out = new Map<number, string[]>();
  for (const r of rows) out.set(r.orderId, [...(out.get(r.orderId) ?? []), r.name]);
  return out;
}

/** GET /media/{order,review,refund}/:name → the stored image (names are unguessable; never in shared caches). */
export function registerOrderAttachmentRoutes(app: FastifyInstance, db: Db) {
  for (const kind of ['order', 'review', 'refund'] satisfies AttachmentKind[])
    registerStoredImageRoute(app, kind, 'private', async (name) => {
      const [img] = await db.select().from(orderAttachments).where(eq(orderAttachments.name, name));
      return img;
    });
}
