// The fake backend of the module picker (test/views/module/module-picker.test.tsx, and the state gallery's module and
// module-picker stories): a guest in zone 1, the config, and modules of several zones (one inactive); and of /interest
// (test/views/module/interest-page.test.tsx, and the module-interest stories).
import { FakeApi, config, json, makeCategory, makeModule } from '../../support/fake-api.ts';

/** The rental cart's calls a module change checks and clears. */
export const GET_CART = 'GET /api/v1/rental/user/cart/get-cart';
export const CLEAR_CART = 'DELETE /api/v1/rental/user/cart/remove-cart';

/** A guest in zone 1; the modules: Grocery, Parcel, Rental there, Pharmacy in zone 7 only, Food inactive. */
export function serveModules(): FakeApi {
  const api = new FakeApi()
    .on('GET /api/v1/config', json(config()))
    .on(
      'GET /api/v1/module',
      json([
        makeModule(1, 'grocery', 'Grocery', [1, 2]),
        makeModule(5, 'parcel', 'Parcel', [1]),
        makeModule(6, 'rental', 'Rental', [1, 3]),
        makeModule(9, 'pharmacy', 'Pharmacy', [7]),
        makeModule(10, 'food', 'Food', [1], 0),
      ]),
    );
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('guest_id', 'guest-1');
  return api;
}

/** The account's save of the /interest choice. */
export const UPDATE_INTEREST = 'POST /api/v1/customer/update-interest';

/** /interest's backend: the config and the Grocery module's categories Fruits (11) and Dairy (12); zone 1, Grocery. */
export function serveInterests(): FakeApi {
  const api = new FakeApi()
    .on('GET /api/v1/config', json(config()))
    .on('GET /api/v1/categories', json([makeCategory(11, 'Fruits', 1), makeCategory(12, 'Dairy', 1)]));
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('module', JSON.stringify({ id: 1, module_name: 'Grocery', module_type: 'grocery' }));
  return api;
}
