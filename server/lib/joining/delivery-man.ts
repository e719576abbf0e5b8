// A delivery man's application (6amMart's POST /auth/delivery-man/store): checked like 6amMart's
// DeliveryManLoginController@store, stored pending (status 0, active 0, application_status pending) with the password
// hashed like a customer's; the vehicles a delivery man may choose (GET /get-vehicles).
import { and, asc, eq } from 'drizzle-orm';
import type { operations } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { zones } from '../../db/schema/catalogue.ts';
import { deliveryMen } from '../../db/schema/joining.ts';
import { deliveryVehicles } from '../../db/schema/promotions.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { forbidden } from '../http/errors.ts';
import { uploadedImages } from '../http/image-upload.ts';
import { optionalImage, requireFreeContact, requireStrongPassword, saveJoiningImages } from './applications.ts';

export const DELIVERY_MAN_ADDED_MESSAGE = 'Delivery man added successfully.';
export const ZONE_REQUIRED_MESSAGE = 'Select a zone';
export const VEHICLE_REQUIRED_MESSAGE = 'Select a vehicle';

type Body = operations['registerDeliveryMan']['requestBody']['content']['multipart/form-data'];

/** The active vehicles, `{id, type}`, in id order. */
export const vehicleChoices = (db: Db) =>
  db
    .select({ id: deliveryVehicles.id, type: deliveryVehicles.type })
    .from(deliveryVehicles)
    .where(eq(deliveryVehicles.status, 1))
    .orderBy(asc(deliveryVehicles.id));

/** Stores the application pending approval; 403 with 6amMart's code and words for what it refuses. */
export async function registerDeliveryMan(db: Db, body: Body, now: Date): Promise<void> {
  requireStrongPassword(body.password);
  const image = optionalImage(body, 'image');
  const identity = uploadedImages(body, 'identity_image');
  const [zone] = await db
    .select({ id: zones.id })
    .from(zones)
    .where(and(eq(zones.id, body.zone_id), eq(zones.status, 1)));
  if (!zone) throw forbidden('zone_id', ZONE_REQUIRED_MESSAGE);
  const [vehicle] = await db
    .select({ id: deliveryVehicles.id })
    .from(deliveryVehicles)
    .where(and(eq(deliveryVehicles.id, body.vehicle_id), eq(deliveryVehicles.status, 1)));
  if (!vehicle) throw forbidden('vehicle_id', VEHICLE_REQUIRED_MESSAGE);
  const contact = { email: body.email.trim(), phone: body.phone.trim() };
  await requireFreeContact(db, deliveryMen, contact);
  const password = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const [photo] = await saveJoiningImages(tx, 'delivery-man', image ? [image] : [], now);
    const identityImage = await saveJoiningImages(tx, 'delivery-man/identity', identity, now);
    await tx.insert(deliveryMen).values({
      fName: body.f_name.trim(),
      lName: body.l_name?.trim() || null,
      ...contact,
      identityType: body.identity_type,
      identityNumber: body.identity_number.trim(),
      identityImage,
      image: photo ?? null,
      vehicleId: vehicle.id,
      zoneId: zone.id,
      earning: body.earning,
      password,
      createdAt: now,
    });
  });
}
