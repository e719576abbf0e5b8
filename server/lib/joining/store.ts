// A store's application (6amMart's POST /auth/vendor/register): its owner's account (vendors, pending) and the
// store (stores.status 0: not in the shop until approved), checked like 6amMart's VendorLoginController@register;
// the subscription packages a joining store may choose (GET /vendor/package-view) and its business plan
// (POST /vendor/business_plan).
import { randomBytes } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { components, operations } from '../../../openapi/storefront.d.ts';
import { pointInPolygon } from '../../../domain/geo.ts';
import type { Db } from '../../db/client.ts';
import { modules, stores, zones } from '../../db/schema/catalogue.ts';
import { subscriptionPackages, vendors } from '../../db/schema/joining.ts';
import { hashPassword } from '../accounts/passwords.ts';
import type { BusinessConfig } from '../config/business-config.ts';
import { forbidden } from '../http/errors.ts';
import { stamps } from '../http/serialize.ts';
import { uploadedImage } from '../http/image-upload.ts';
import { optionalImage, requireFreeContact, requireStrongPassword, saveJoiningImages } from './applications.ts';

export const APPLICATION_PLACED_MESSAGE = 'Application placed successfully.';
export const OUT_OF_ZONE_MESSAGE = 'Coordinates out of zone';
export const NAME_AND_ADDRESS_REQUIRED_MESSAGE = 'Name and address in english is required';

type Body = operations['registerStore']['requestBody']['content']['multipart/form-data'];
type PlanBody = components['schemas']['BusinessPlanBody'];
type PlanModel = Pick<BusinessConfig, 'commission_business_model' | 'subscription_business_model'>;

/** The store's name and address from 6amMart's `translations` (`[{locale, key, value}]`): English first. */
export function storeTexts(translations: string): {
  name: string;
  address: string;
  others: Record<string, Record<string, string>>;
} {
  let list: unknown;
  try {
    list = JSON.parse(translations);
  } catch {
    list = null;
  }
  const entries = (Array.isArray(list) ? list : []).filter(
    (e): e is { locale: string; key: string; value: string } =>
      !!e && typeof e.locale === 'string' && typeof e.key === 'string' && typeof e.value === 'string',
  );
  const pick = (key: string) =>
    (entries.find((e) => e.key === key && e.locale === 'en') ?? entries.find((e) => e.key === key))?.value.trim() ?? '';
  const name = pick('name').slice(0, 191);
  const address = pick('address').slice(0, 1000);
  if (!name || !address) throw forbidden('translations', NAME_AND_ADDRESS_REQUIRED_MESSAGE);
  const others: Record<string, Record<string, string>> = {};
  for (const e of entries)
    if (e.locale !== 'en' && (e.key === 'name' || e.key === 'address') && e.value.trim())
      (others[e.locale.slice(0, 10)] ??= {})[e.key] = e.value.trim().slice(0, 1000);
  return { name, address, others };
}

/** The plan the application asks for, as the business offers them; 403 `business_plan` / `package_id` otherwise. */
async function chosenPlan(db: Db, model: PlanModel, plan: string | undefined, packageId: number | undefined) {
  const offers = {
    subscription: model.subscription_business_model === 1,
    commission: model.commission_business_model === 1,
  };
  const type = plan ?? (offers.subscription ? undefined : 'commission');
  if (type === undefined) throw forbidden('business_plan', 'Please choose a business plan.');
  if (!offers[type as 'subscription' | 'commission'])
    throw forbidden('business_plan', 'The selected business plan is invalid.');
  if (type === 'commission') return { type: 'commission' as const, packageId: null };
  const [pack] = packageId
    ? await db
        .select({ id: subscriptionPackages.id })
        .from(subscriptionPackages)
        .where(and(eq(subscriptionPackages.id, packageId), eq(subscriptionPackages.status, 1)))
    : [];
  if (!pack) throw forbidden('package_id', 'Please choose a package.');
  return { type: 'subscription' as const, packageId: pack.id };
}

/** Stores the owner and the store pending approval; what the application answers. */
export async function registerStore(db: Db, body: Body, model: PlanModel, now: Date) {
  requireStrongPassword(body.password);
  const texts = storeTexts(body.translations);
  if (body.maximum_delivery_time < body.minimum_delivery_time)
    throw forbidden('maximum_delivery_time', 'The maximum delivery time must be at least the minimum.');
  const b = body as Record<string, unknown>;
  if (b.logo === undefined || b.logo === '') throw forbidden('logo', 'The logo field is required.');
  const logo = uploadedImage('logo', b.logo);
  const cover = optionalImage(body, 'cover_photo');
  const [zone] = await db
    .select()
    .from(zones)
    .where(and(eq(zones.id, body.zone_id), eq(zones.status, 1)));
  if (!zone) throw forbidden('zone_id', 'The selected zone id is invalid.');
  if (!pointInPolygon(body.latitude, body.longitude, zone.coordinates))
    throw forbidden('latitude', OUT_OF_ZONE_MESSAGE);
  const [module] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.id, body.module_id), eq(modules.status, 1), ne(modules.moduleType, 'parcel')));
  if (!module) throw forbidden('module_id', 'The selected module id is invalid.');
  const plan = await chosenPlan(db, model, body.business_plan, body.package_id);
  const owner = { email: body.email.trim(), phone: body.phone.trim() };
  await requireFreeContact(db, vendors, owner);
  const password = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [vendor] = await tx
      .insert(vendors)
      .values({ fName: body.f_name.trim(), lName: body.l_name?.trim() || null, ...owner, password, createdAt: now })
      .returning({ id: vendors.id });
    const [logoPath] = await saveJoiningImages(tx, 'store', [logo], now);
    const [coverPath] = await saveJoiningImages(tx, 'store', cover ? [cover] : [], now);
    const [store] = await tx
      .insert(stores)
      .values({
        moduleId: module.id,
        zoneId: zone.id,
        name: texts.name,
        slug: `${
          texts.name
            .toLowerCase()
            .replace(/[^\p{L}\p{N}]+/gu, '-')
            .replace(/^-|-$/g, '')
            .slice(0, 60) || 'store'
        }-${randomBytes(3).toString('hex')}`,
        ...owner,
        logo: logoPath!,
        coverPhoto: coverPath ?? logoPath!,
        address: texts.address,
        latitude: body.latitude,
        longitude: body.longitude,
        deliveryTime: `${body.minimum_delivery_time}-${body.maximum_delivery_time} ${body.delivery_time_type}`,
        tax: body.tax,
        status: 0,
        vendorId: vendor!.id,
        packageId: plan.packageId,
        storeBusinessModel: plan.type === 'subscription' ? 'unsubscribed' : 'commission',
        translations: texts.others,
        createdAt: now,
      })
      .returning({ id: stores.id });
    return plan.type === 'subscription'
      ? { store_id: store!.id, package_id: plan.packageId!, type: plan.type, message: APPLICATION_PLACED_MESSAGE }
      : { store_id: store!.id, type: plan.type, message: APPLICATION_PLACED_MESSAGE };
  });
}

type PackageRow = typeof subscriptionPackages.$inferSelect;
const flag = (on: boolean) => (on ? 1 : 0) as 0 | 1;

/** A package as 6amMart serialises subscription_packages. */
export const packageJson = (p: PackageRow): components['schemas']['SubscriptionPackage'] => ({
  id: p.id,
  package_name: p.packageName,
  price: p.price,
  validity: p.validity,
  max_order: p.maxOrder,
  max_product: p.maxProduct,
  pos: flag(p.pos),
  mobile_app: flag(p.mobileApp),
  chat: flag(p.chat),
  review: flag(p.review),
  self_delivery: flag(p.selfDelivery),
  status: p.status,
  default: flag(p.isDefault),
  colour: p.colour,
  text: p.text,
  module_type: p.moduleType,
  ...stamps(p),
});

/** The active packages for a module (the rental module's own, else those for all), newest first. */
export async function packagesFor(db: Db, moduleId: number | undefined) {
  const [module] = moduleId
    ? await db.select({ type: modules.moduleType }).from(modules).where(eq(modules.id, moduleId))
    : [];
  const rows = await db
    .select()
    .from(subscriptionPackages)
    .where(
      and(
        eq(subscriptionPackages.status, 1),
        eq(subscriptionPackages.moduleType, module?.type === 'rental' ? 'rental' : 'all'),
      ),
    )
    .orderBy(desc(subscriptionPackages.createdAt), desc(subscriptionPackages.id));
  return rows.map(packageJson);
}

/**
 * The business plan of a pending store: commission, or a package on its free trial (the one gateway served here).
 * One conditional update on the pending store: an approved store's plan is not changed here.
 */
export async function chooseBusinessPlan(db: Db, body: PlanBody, model: PlanModel) {
  if (body.business_plan === 'subscription' && body.payment_gateway !== 'free_trial')
    throw forbidden('payment_gateway', 'The selected payment gateway is invalid.');
  const plan = await chosenPlan(db, model, body.business_plan, body.package_id);
  const [store] = await db
    .update(stores)
    .set({ storeBusinessModel: plan.type, packageId: plan.packageId })
    .where(and(eq(stores.id, body.store_id), eq(stores.status, 0)))
    .returning({ logo: stores.logo });
  if (!store) throw forbidden('store_id', 'The selected store id is invalid.');
  return { store_business_model: plan.type, logo: store.logo, message: APPLICATION_PLACED_MESSAGE };
}
