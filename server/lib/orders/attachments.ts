// Prescription images of an order (6amMart's `order_attachment[]` on POST /customer/order/place, multipart): at most
// 3, each a jpg / png / gif of at most 2 MB; required when a line's item needs a prescription. Stored in
// order_attachments and served at /media/order/<name>; the order's JSON lists their URLs (order_attachment_full_url).
import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orderAttachments } from '../../db/schema/order-attachments.ts';
import { forbidden } from '../http/errors.ts';
import { sendStoredImage, uploadedImage } from '../http/image-upload.ts';

export const MAX_ORDER_ATTACHMENTS = 3;
export const TOO_MANY_ATTACHMENTS_MESSAGE = 'Maximum 3 images can be send at a time.';
export const PRESCRIPTION_REQUIRED_MESSAGE = 'Please upload your prescription image.';

export type OrderAttachment = ReturnType<typeof uploadedImage>;

/** The images sent as `order_attachment[]` (or `order_attachment`): none, one or several; 403 past 3 or not images. */
export function orderAttachmentsOf(body: object): OrderAttachment[] {
  const b = body as Record<string, unknown>;
  const sent = b['order_attachment[]'] ?? b.order_attachment;
  const files = sent === undefined || sent === null || sent === '' ? [] : Array.isArray(sent) ? sent : [sent];
  if (files.length > MAX_ORDER_ATTACHMENTS) throw forbidden('order_attachment', TOO_MANY_ATTACHMENTS_MESSAGE);
  return files.map((f) => uploadedImage('order_attachment', f));
}

/** Step: an item that needs a prescription needs at least one image. */
export function checkPrescription(
  lines: { item: { name: string } & Partial<{ isPrescriptionRequired: number }> }[],
  attachments: OrderAttachment[],
) {
  if (attachments.length === 0 && lines.some((l) => l.item.isPrescriptionRequired === 1))
    throw forbidden('order_attachment', PRESCRIPTION_REQUIRED_MESSAGE);
}

/** Writes the order's images (inside the order's transaction). */
export async function saveOrderAttachments(db: Db, orderId: number, attachments: OrderAttachment[], now: Date) {
  if (!attachments.length) return;
  await db.insert(orderAttachments).values(
    attachments.map((a) => ({
      name: `order/${orderId}-${randomBytes(12).toString('hex')}.${a.ext}`,
      orderId,
      mime: a.mime,
      data: a.data.toString('base64'),
      createdAt: now,
    })),
  );
}

/** The media paths (`order/…`) of each order's images, in upload order. */
export async function attachmentNames(db: Db, orderIds: number[]): Promise<Map<number, string[]>> {
  const rows = orderIds.length
    ? await db
        .select({ orderId: orderAttachments.orderId, name: orderAttachments.name })
        .from(orderAttachments)
        .where(inArray(orderAttachments.orderId, orderIds))
        .orderBy(asc(orderAttachments.id))
    : [];
  const out = new Map<number, string[]>();
  for (const r of rows) out.set(r.orderId, [...(out.get(r.orderId) ?? []), r.name]);
  return out;
}

/** GET /media/order/:name → the stored image (names are unguessable; never cached by shared caches). */
export function registerOrderAttachmentRoutes(app: FastifyInstance, db: Db) {
  app.get('/media/order/:name', async (req, reply) => {
    const { name } = req.params as { name: string };
    const [img] = await db
      .select()
      .from(orderAttachments)
      .where(eq(orderAttachments.name, `order/${name}`));
    return sendStoredImage(reply, img, 'private');
  });
}
