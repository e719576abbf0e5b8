// The demo shop's session pieces the e2e journeys set up through the API: the zone of a point, a module by type and
// the demo customer's token. (Several older specs carry their own copies of these; new specs import them here.)
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A point in Gulshan (inside zones 2 and 1 of the seed). */
export const GULSHAN = { lat: 23.7925, lng: 90.4078 };

/** The zone_id string (e.g. "[2,1]") of a point. */
export async function zoneOf(request: APIRequestContext, point = GULSHAN) {
  const zone = await request.get(`/api/v1/config/get-zone-id?lat=${point.lat}&lng=${point.lng}`);
  expect(zone.ok()).toBe(true);
  return ((await zone.json()) as { zone_id: string }).zone_id;
}

/** The first module of `type`, as the SPA stores it. */
export async function moduleOf(request: APIRequestContext, type: string) {
  const modules = (await (await request.get('/api/v1/module')).json()) as {
    id: number;
    module_name: string;
    module_type: string;
  }[];
  const m = modules.find((x) => x.module_type === type)!;
  return { id: m.id, module_name: m.module_name, module_type: m.module_type };
}

/** Signs the demo customer in (demo@sixam.market) and returns the token. */
export async function signInDemoCustomer(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', {
    data: { login_type: 'manual', email_or_phone: 'demo@sixam.market', password: '12345678', field_type: 'email' },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}
