// Joining the marketplace (openapi/src/joining.yaml): the zones and vehicles a delivery man chooses from and their
// application, as 6amMart's multipart form.
import type { DeliverymanApplication, DeliverymanChoices } from '../../domain/validation/joining.ts';
import { api, unwrap } from './client.ts';
import { multipartForm } from './multipart.ts';

/** GET /api/v1/zone/list: the active zones, named as the customer sees them. */
export const fetchZoneChoices = async () =>
  (await unwrap(api.GET('/api/v1/zone/list', {}))).map((z) => ({ id: z.id, name: z.display_name || z.name }));

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
        body: { ...application.personal, password: application.password },
        bodySerializer: () => deliverymanForm(application),
      }),
    )
  ).message;
