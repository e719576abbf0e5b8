// The backends of the registration pages as their path tests (and the state gallery's stories) set them up: the
// calls the machines wait on held, for the test to answer as a path says.
import { FakeApi, config, json, makeModule } from '../../support/fake-api.ts';

export const ZONES = 'GET /api/v1/zone/list';
export const STORE_PACKAGES = 'GET /api/v1/vendor/package-view';
export const STORE_REGISTER = 'POST /api/v1/auth/vendor/register';
export const STORE_TRIAL = 'POST /api/v1/vendor/business_plan';
export const VEHICLES = 'GET /api/v1/get-vehicles';
export const DELIVERYMAN_REGISTER = 'POST /api/v1/auth/delivery-man/store';

/**
 * /store-registration's backend: the commission model, and subscriptions when `subscriptions()` says; the grocery,
 * parcel and food modules; the zones, packages, registration and trial held.
 */
export function storeRegistrationApi(subscriptions: () => boolean) {
  const api = new FakeApi()
    .on('GET /api/v1/config', () =>
      json(config({ subscription_business_model: subscriptions() ? 1 : 0, commission_business_model: 1 })),
    )
    .on(
      'GET /api/v1/module',
      json([
        makeModule(1, 'grocery', 'Grocery', [1]),
        makeModule(2, 'parcel', 'Parcel', [1]),
        makeModule(3, 'food', 'Food', [1]),
      ]),
    );
  for (const route of [ZONES, STORE_PACKAGES, STORE_REGISTER, STORE_TRIAL]) api.hold(route);
  return api;
}

/** /deliveryman-registration's backend: the config; the zones, vehicles and registration held. */
export function deliverymanRegistrationApi() {
  const api = new FakeApi().on('GET /api/v1/config', json(config()));
  for (const route of [ZONES, VEHICLES, DELIVERYMAN_REGISTER]) api.hold(route);
  return api;
}
