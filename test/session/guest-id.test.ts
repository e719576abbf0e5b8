// The one guest_id rule as the API calls apply it, and the guest id request at app start (src/api/guest-id.ts).
import { allRequests, requestsTo, resetFakeApi, route } from '../support/fake-api.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginManual, resendVerificationOtp } from '../../src/api/auth.ts';
import { fetchCart } from '../../src/api/cart.ts';
import { clearRentalCart, fetchRentalCartSnapshot } from '../../src/api/modules.ts';
import { ensureGuestId } from '../../src/api/guest-id.ts';

const credentials = { email_or_phone: 'demo@sixam.market', password: '12345678', field_type: 'email' as const };

beforeEach(() => {
  resetFakeApi();
  route('POST /api/v1/auth/login', { body: { token: 'tok', is_phone_verified: 1, is_email_verified: 1 } });
  route('GET /api/v1/customer/cart/list', { body: [] });
  route('GET /api/v1/rental/user/cart/get-cart', { body: { carts: [], user_data: null } });
  route('DELETE /api/v1/rental/user/cart/remove-cart', { body: { message: 'ok' } });
  route('POST /api/v1/auth/resend-otp', { body: { message: 'sent' } });
  localStorage.setItem('module', JSON.stringify({ id: 1, module_name: 'Grocery', module_type: 'grocery' }));
});

describe('every call applies the one guest_id rule', () => {
  it('a guest signs in with its guest_id so its cart merges into the account', async () => {
    localStorage.setItem('guest_id', 'guest-5');
    await loginManual(credentials);
    expect(requestsTo('POST /api/v1/auth/login')[0].body).toMatchObject({ guest_id: 'guest-5' });
  });

  it('sends no guest_id key at all (not null) when the guest has none yet', async () => {
    await loginManual(credentials);
    expect(requestsTo('POST /api/v1/auth/login')[0].body).not.toHaveProperty('guest_id');
  });

  it('a guest reads its cart by guest_id; a signed-in customer by the token alone', async () => {
    localStorage.setItem('guest_id', 'guest-5');
    await fetchCart();
    localStorage.setItem('token', 'tok-7');
    await fetchCart();
    const [guestCall, customerCall] = requestsTo('GET /api/v1/customer/cart/list');
    expect(guestCall.query.get('guest_id')).toBe('guest-5');
    expect(guestCall.headers.get('Authorization')).toBeNull();
    expect(customerCall.query.has('guest_id')).toBe(false);
    expect(customerCall.headers.get('Authorization')).toBe('Bearer tok-7');
  });

  it('the module switch reads and clears the trip cart with the same rule, and asks nothing without an owner', async () => {
    expect(await fetchRentalCartSnapshot(6)).toEqual({ carts: [] });
    expect(allRequests()).toHaveLength(0);
    localStorage.setItem('guest_id', 'guest-5');
    await fetchRentalCartSnapshot(6);
    await clearRentalCart(6);
    expect(requestsTo('GET /api/v1/rental/user/cart/get-cart')[0].query.get('guest_id')).toBe('guest-5');
    expect(requestsTo('DELETE /api/v1/rental/user/cart/remove-cart')[0].query.get('guest_id')).toBe('guest-5');
  });

  it('calls that do not belong to an owner carry no guest_id', async () => {
    localStorage.setItem('guest_id', 'guest-5');
    await resendVerificationOtp('email', 'a@b.co');
    expect(requestsTo('POST /api/v1/auth/resend-otp')[0].body).toEqual({ verification_type: 'email', email: 'a@b.co' });
  });
});

describe('the guest id (spec part 2 §4 "Guest id")', () => {
  it('is requested once for concurrent callers and stored under guest_id', async () => {
    route('POST /api/v1/auth/guest/request', { body: { message: 'guest id', guest_id: 'guest-new' } });
    const ids = await Promise.all([ensureGuestId(), ensureGuestId()]);
    expect(ids).toEqual(['guest-new', 'guest-new']);
    expect(requestsTo('POST /api/v1/auth/guest/request')).toHaveLength(1);
    expect(localStorage.getItem('guest_id')).toBe('guest-new');
    expect(await ensureGuestId()).toBe('guest-new');
    expect(requestsTo('POST /api/v1/auth/guest/request')).toHaveLength(1);
  });

  it('stores nothing when the request fails, so a later call tries again', async () => {
    route('POST /api/v1/auth/guest/request', { status: 500, body: { errors: [{ code: 'x', message: 'down' }] } });
    expect(await ensureGuestId()).toBeNull();
    expect(localStorage.getItem('guest_id')).toBeNull();
    route('POST /api/v1/auth/guest/request', { body: { message: 'guest id', guest_id: 'guest-later' } });
    expect(await ensureGuestId()).toBe('guest-later');
    expect(requestsTo('POST /api/v1/auth/guest/request')).toHaveLength(2);
  });
});
