// The SPA adapts to the backend it talks to: recorded answers of a 6amMart v2.6 backend (before centralize_login)
// and of a current 3.x one (test/fixtures/6ammart).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manualLoginBody, normalizeAuthResponse, signUpBody } from '../../src/api/backend-dialect.ts';
import { isLegacyBackend } from '../../src/api/backend-generation.ts';
import { imageSrc, placeholderImage } from '../../src/api/images.ts';

const fixture = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/6ammart', name), 'utf8')) as Record<string, any>;
const v26Config = fixture('v2.6-config.json');
const v3Config = fixture('v3-config.json');

describe('backend generation from config', () => {
  it('a config without centralize_login is an older backend; with it, a current one; no config yet, current', () => {
    expect(isLegacyBackend(v26Config)).toBe(true);
    expect(isLegacyBackend(v3Config)).toBe(false);
    expect(isLegacyBackend(undefined)).toBe(false);
  });
});

describe('request bodies', () => {
  const credentials = { email_or_phone: '+8801700000001', password: '12345678', field_type: 'phone' as const };

  it('signs in to v2.6 with phone + password (no email_or_phone, login_type or field_type)', () => {
    expect(manualLoginBody(credentials, true)).toEqual({ phone: '+8801700000001', password: '12345678' });
  });

  it('signs in to v3 with the centralize_login body', () => {
    expect(manualLoginBody(credentials, false)).toEqual({
      login_type: 'manual',
      email_or_phone: '+8801700000001',
      password: '12345678',
      field_type: 'phone',
    });
  });

  it('signs up on v2.6 with f_name and l_name split from the name; v3 keeps name', () => {
    const details = { name: 'Jane van Dyke', email: 'j@example.com', phone: '+8801711111111', password: 'secret12' };
    const old = signUpBody(details, true);
    expect(old).toMatchObject({ f_name: 'Jane', l_name: 'van Dyke', phone: '+8801711111111' });
    expect(old).not.toHaveProperty('name');
    expect(signUpBody({ ...details, name: 'Cher' }, true)).toMatchObject({ f_name: 'Cher', l_name: 'Cher' });
    expect(signUpBody(details, false)).toEqual(details);
  });
});

describe('auth answers', () => {
  it('a v2.6 login answer with a token is a sign-in, although is_phone_verified is 0 and newer flags are missing', () => {
    const res = normalizeAuthResponse(fixture('v2.6-login.json'), true);
    expect(res.token).toBe('eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.v26');
    expect(res).toMatchObject({ is_phone_verified: 1, is_email_verified: 1, is_personal_info: 1, is_exist_user: null });
  });

  it('a v3 answer keeps its flags: an unverified phone still asks for the code', () => {
    const res = normalizeAuthResponse(fixture('v3-login-unverified.json'), false);
    expect(res).toMatchObject({ token: null, is_phone_verified: 0, is_email_verified: 1, is_personal_info: 1 });
    expect(res.email).toBe('jane@example.com');
  });

  it('a missing verification flag means verified', () => {
    const res = normalizeAuthResponse({ token: 'abc' }, false);
    expect(res).toMatchObject({ token: 'abc', is_phone_verified: 1, is_email_verified: 1, is_personal_info: 1 });
    expect(normalizeAuthResponse({ token: null, is_personal_info: 0 }, false).is_personal_info).toBe(0);
  });

  it("keeps the embedded API's update-info proof and adds none when a backend lacks it", () => {
    const ask = normalizeAuthResponse({ token: null, is_personal_info: 0, info_token: 'proof-1' }, false);
    expect(ask.info_token).toBe('proof-1');
    expect('info_token' in normalizeAuthResponse(fixture('v3-login-unverified.json'), false)).toBe(false);
  });
});

describe('images', () => {
  it('uses *_full_url when the backend sends it (v3)', () => {
    const item = fixture('v3-item.json');
    expect(imageSrc(item.image_full_url, item.image, 'item', v3Config)).toBe(
      'https://v3.example.test/storage/app/public/product/2024-06-01-665b.png',
    );
  });

  it('joins config.base_urls and the file name when there is no *_full_url (v2.6)', () => {
    const item = fixture('v2.6-item.json');
    expect(imageSrc(item.image_full_url, item.image, 'item', v26Config)).toBe(
      'https://v26.example.test/storage/app/public/product/2022-04-20-625fd1a6bf7d5.png',
    );
    expect(imageSrc(undefined, 'cover.png', 'storeCover', v26Config)).toBe(
      'https://v26.example.test/storage/app/public/store/cover/cover.png',
    );
  });

  it('shows the placeholder when there is neither', () => {
    expect(imageSrc(null, null, 'item', v26Config)).toBe(placeholderImage);
    expect(imageSrc(null, 'x.png', 'item', v3Config)).toBe(placeholderImage); // v3 sends no base_urls entries
    expect(placeholderImage.startsWith('data:image/svg+xml,')).toBe(true);
  });
});
