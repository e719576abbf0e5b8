// Joining the marketplace (openapi/src/joining.yaml): what a store or a delivery man chooses from (zones with their
// areas, modules, plans and packages, vehicles) and their applications, as 6amMart's multipart forms.
import type {
  DeliverymanApplication,
  DeliverymanChoices,
  PackageChoice,
  StoreApplication,
  StoreChoices,
  StorePlan,
  StoreRegistered,
  ZoneChoice,
} from '../../domain/validation/joining.ts';
import { api, unwrap } from './client.ts';
import { fetchConfig } from './config.ts';
import { fetchModules } from './modules.ts';
import { multipartForm } from './multipart.ts';

/** GET /api/v1/zone/list: the active zones, named as the customer sees them, with their areas as `[lat, lng]` rings. */
export const fetchZoneChoices = async (): Promise<ZoneChoice[]> =>
  (await unwrap(api.GET('/api/v1/zone/list', {}))).map((z) => ({
    id: z.id,
    name: z.display_name || z.name,
    ring: (z.coordinates.coordinates[0] ?? []).map(([lng, lat]) => [lat, lng] as [number, number]),
  }));

/** GET /api/v1/get-vehicles: the active delivery vehicles. */
export const fetchVehicleChoices = async () =>
  (await unwrap(api.GET('/api/v1/get-vehicles', {}))).map((v) => ({ id: v.id, name: v.type }));

/** The zones and the vehicles, together (the form needs both). */
export const fetchDeliverymanChoices = async (): Promise<DeliverymanChoices> => {
  const [zones, vehicles] = await Promise.all([fetchZoneChoices(), fetchVehicleChoices()]);
  return { zones, vehicles };
};

/**
 * The application as 6amMart's multipart form: the personal fields, `password`, the profile image as `image` and
 * the identity images as `identity_image[]`.
 */
export const deliverymanForm = ({ personal, password, photo, identityImages }: DeliverymanApplication): FormData =>
  multipartForm(
    { ...personal, l_name: personal.l_name || null, password },
    { image: photo ? [photo] : [], 'identity_image[]': identityImages },
  );

/** POST /api/v1/auth/delivery-man/store → the server's message ('Delivery man added successfully.'). */
export const registerDeliveryMan = async (application: DeliverymanApplication): Promise<string> =>
  (
    await unwrap(
      api.POST('/api/v1/auth/delivery-man/store', {
        body: {
          ...application.personal,
          zone_id: Number(application.personal.zone_id),
          vehicle_id: Number(application.personal.vehicle_id),
          earning: application.personal.earning === '1' ? 1 : 0,
          password: application.password,
        },
        bodySerializer: () => deliverymanForm(application),
      }),
    )
  ).message;

/** The zones, the modules a store can sell in (not parcel) and the business plans the business offers. */
export const fetchStoreChoices = async (): Promise<StoreChoices> => {
  const [zones, modules, config] = await Promise.all([fetchZoneChoices(), fetchModules(), fetchConfig()]);
  return {
    zones,
    modules: modules.filter((m) => m.module_type !== 'parcel').map((m) => ({ id: m.id, name: m.module_name })),
    subscriptions: config.subscription_business_model === 1,
    commission: config.commission_business_model !== 0,
  };
};

/** GET /api/v1/vendor/package-view?module_id=: the subscription packages a store of that module may choose. */
export const fetchPackageChoices = async (moduleId: number): Promise<PackageChoice[]> =>
  (await unwrap(api.GET('/api/v1/vendor/package-view', { params: { query: { module_id: moduleId } } }))).packages.map(
    (p) => ({ id: p.id, name: p.package_name, price: p.price, validity: p.validity }),
  );

/**
 * The application as 6amMart's multipart form: the owner's fields, the store's name and address as `translations`
 * (`[{locale, key, value}]`), its place, zone, module, delivery time and tax, the plan, the `logo` and `cover_photo`.
 */
export const storeForm = ({ business, owner, logo, cover, plan }: StoreApplication): FormData => {
  const { name, address, ...store } = business;
  return multipartForm(
    {
      f_name: owner.f_name,
      l_name: owner.l_name || null,
      email: owner.email,
      phone: owner.phone,
      password: owner.password,
      translations: JSON.stringify([
        { locale: 'en', key: 'name', value: name },
        { locale: 'en', key: 'address', value: address },
      ]),
      ...store,
      ...plan,
    },
    { logo: [logo], cover_photo: cover ? [cover] : [] },
  );
};

/** POST /api/v1/auth/vendor/register → the store's id, whether it took a subscription, and the server's message. */
export const registerStore = async (application: StoreApplication): Promise<StoreRegistered> => {
  const { business, owner } = application;
  const answer = await unwrap(
    api.POST('/api/v1/auth/vendor/register', {
      body: {
        ...business,
        zone_id: Number(business.zone_id),
        module_id: Number(business.module_id),
        latitude: Number(business.latitude),
        longitude: Number(business.longitude),
        minimum_delivery_time: Number(business.minimum_delivery_time),
        maximum_delivery_time: Number(business.maximum_delivery_time),
        tax: Number(business.tax),
        f_name: owner.f_name,
        email: owner.email,
        phone: owner.phone,
        password: owner.password,
        translations: '',
      },
      bodySerializer: () => storeForm(application),
    }),
  );
  return { storeId: answer.store_id, message: answer.message, subscription: answer.type === 'subscription' };
};

/** POST /api/v1/vendor/business_plan: the registered store's package on its free trial → the server's message. */
export const startFreeTrial = async ({ storeId, plan }: { storeId: number; plan: StorePlan }): Promise<string> =>
  (
    await unwrap(
      api.POST('/api/v1/vendor/business_plan', {
        body: { store_id: storeId, ...plan, payment_gateway: 'free_trial', payment_platform: 'web' },
      }),
    )
  ).message;
