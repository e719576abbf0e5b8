import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import {
  newPasswordSchema,
  phoneSchema,
  recoveryEmailSchema,
  recoveryPhoneSchema,
  resetCodeSchema,
  signInSchema,
  signUpSchema,
} from '../../../domain/validation/auth.ts';
import { en } from '../../../src/i18n/en/index.ts';

/** The English text of the first error (the schemas carry i18n keys). */
function message(schema: AnyObjectSchema, values: Record<string, unknown>, field?: string): string | null {
  try {
    if (field) schema.validateSyncAt(field, values);
    else schema.validateSync(values);
    return null;
  } catch (e) {
    const key = (e as Error).message;
    return key.split('.').reduce<any>((o, k) => o?.[k], en) ?? key;
  }
}

const signUp = {
  name: 'Jane',
  email: 'jane@example.com',
  phone: '1711111111',
  password: 'secret1',
  confirm_password: 'secret1',
  ref_code: '',
  terms: true,
};

describe('auth validation (spec part 1 §5), English wording verbatim', () => {
  it('sign-in', () => {
    expect(message(signInSchema, { email_or_phone: '', password: 'secret1' })).toBe(
      'Email or phone number is required',
    );
    expect(message(signInSchema, { email_or_phone: 'nobody', password: 'secret1' })).toBe(
      'Must be a valid email or phone number',
    );
    expect(message(signInSchema, { email_or_phone: 'demo@sixam.market', password: '' })).toBe('Password is required');
    expect(message(signInSchema, { email_or_phone: '+8801700000001', password: '12345' })).toBe(
      'Password is too short - should be 6 chars minimum',
    );
    expect(message(signInSchema, { email_or_phone: '+8801700000001', password: '123456' })).toBeNull();
  });

  it('OTP sign-in and social phone', () => {
    expect(message(phoneSchema, { phone: '' })).toBe('Please give a phone number');
    expect(message(phoneSchema, { phone: '170000000' })).toBe('number must be 10 digits');
    expect(message(phoneSchema, { phone: '1700000001' })).toBeNull();
  });

  it('sign-up', () => {
    expect(message(signUpSchema, { ...signUp, name: ' ' })).toBe('First name is required');
    expect(message(signUpSchema, { ...signUp, email: '' })).toBe('Email is required');
    expect(message(signUpSchema, { ...signUp, email: 'jane@' })).toBe('Must be a valid email');
    expect(message(signUpSchema, { ...signUp, email: `${'a'.repeat(250)}@example.com` })).toBe('Must be a valid email');
    expect(message(signUpSchema, { ...signUp, phone: '' })).toBe('Please give a phone number');
    expect(message(signUpSchema, { ...signUp, phone: '171111' })).toBe('number must be 10 digits');
    expect(message(signUpSchema, { ...signUp, password: '', confirm_password: '' }, 'password')).toBe(
      'Password is required',
    );
    expect(message(signUpSchema, { ...signUp, password: 'abc', confirm_password: 'abc' })).toBe(
      'Password is too short - should be 6 chars minimum',
    );
    expect(message(signUpSchema, { ...signUp, confirm_password: 'secret2' })).toBe('Passwords must match');
    expect(message(signUpSchema, { ...signUp, terms: false })).toBe('You must accept the terms and conditions');
    expect(message(signUpSchema, signUp)).toBeNull();
  });

  it('forgot password', () => {
    expect(message(recoveryPhoneSchema, { phone: '' })).toBe('Please provide a phone number');
    expect(message(recoveryPhoneSchema, { phone: '17000000012' })).toBe('Phone number must be exactly 10 digits');
    expect(message(recoveryPhoneSchema, { phone: '170000000' })).toBe('Phone number must be exactly 10 digits');
    expect(message(recoveryPhoneSchema, { phone: '1700000001' })).toBeNull();
    expect(message(recoveryEmailSchema, { email: '' })).toBe('Please provide an email address');
    expect(message(recoveryEmailSchema, { email: 'demo@' })).toBe('Please enter a valid email address');
    expect(message(resetCodeSchema, { code: '' })).toBe('field is empty');
    expect(message(resetCodeSchema, { code: '123456' })).toBeNull();
    expect(message(newPasswordSchema, { password: '', confirm_password: '' }, 'password')).toBe(
      'No password provided.',
    );
    expect(message(newPasswordSchema, { password: 'abc', confirm_password: 'abc' })).toBe(
      'Password is too short - should be 6 chars minimum.',
    );
    expect(message(newPasswordSchema, { password: 'newpass1', confirm_password: '' })).toBe(
      'No Confirm Password provided.',
    );
    expect(message(newPasswordSchema, { password: 'newpass1', confirm_password: 'newpass2' })).toBe(
      'Passwords must match',
    );
  });
});
