// Email / phone helpers for the auth forms: classify what the user typed, normalise phones to E.164-ish
// (leading +, digits only) and know the dialling code of the config's country.

export const EMAIL_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 6;
export const PHONE_MIN_LENGTH = 10;
export const RECOVERY_PHONE_DIGITS = 10;
export const OTP_LENGTH = 6;
/** Code lengths 6amMart backends use: 4 digits on older ones (v2.x), 6 on current ones (OTP_LENGTH). */
export const OTP_MIN_LENGTH = 4;
export const OTP_MAX_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** International phone: optional +, 7–15 digits, first digit not 0 once the + is there; spaces, dashes, dots allowed. */
const PHONE_PATTERN = /^\+?[0-9][0-9\s\-.()]{5,18}[0-9]$/;

/** A complete one-time code of the backend's length: exactly `length` digits. */
export const isOtpCode = (code: string | null | undefined, length: number = OTP_LENGTH) =>
  typeof code === 'string' && code.length === length && /^\d+$/.test(code);

export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

export function isPhone(value: string) {
  const v = value.trim();
  if (!PHONE_PATTERN.test(v)) return false;
  const digits = v.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15;
}

export type ContactKind = 'email' | 'phone';

/** 'email', 'phone' or null for what a sign-in identifier looks like (the login payload's field_type). */
export function classifyContact(value: string): ContactKind | null {
  if (isEmail(value)) return 'email';
  if (isPhone(value)) return 'phone';
  return null;
}

/** Digits only, with one leading + ("+880 1700-000001" → "+8801700000001"). */
export function normalizePhone(value: string) {
  const digits = value.replace(/\D/g, '');
  return digits ? `+${digits}` : '';
}

/** Joins a dialling code and a national number: ("+880", "01700 000001") → "+8801700000001" (trunk 0 dropped). */
export function joinPhone(dialCode: string, national: string) {
  const n = national.replace(/\D/g, '');
  if (national.trim().startsWith('+')) return normalizePhone(national);
  return normalizePhone(`${dialCode}${n.replace(/^0+(?=\d{10})/, '')}`);
}

/**
 * A phone typed in a sign-in field that takes an email or a phone, as the backend stores it: with its `+`, as typed;
 * digits that already begin with the dialling code and a whole number after it ("12025550123" with +1,
 * "8801700000001" with +880), with a `+`; else a national number, given the config country's dialling code
 * ("2025550123" → "+12025550123", "01700000001" → "+8801700000001"). Without a dialling code: the digits with a `+`.
 */
export function phoneWithDialCode(dialCode: string, typed: string) {
  const digits = typed.replace(/\D/g, '');
  const code = dialCode.replace(/\D/g, '');
  const withCode = !code || (digits.startsWith(code) && digits.length - code.length >= PHONE_MIN_LENGTH);
  return withCode ? normalizePhone(typed) : joinPhone(dialCode, typed);
}

/** The national digits of a number once the dialling code is removed. */
export function nationalDigits(dialCode: string, phone: string) {
  const p = normalizePhone(phone);
  const d = normalizePhone(dialCode);
  return p.startsWith(d) ? p.slice(d.length) : p.replace(/^\+/, '');
}

/** Dialling codes of the countries the storefront offers in its phone inputs (ISO 3166 alpha-2 → code). */
export const dialCodes: Record<string, string> = {
  BD: '+880',
  US: '+1',
  CA: '+1',
  GB: '+44',
  IN: '+91',
  PK: '+92',
  SA: '+966',
  AE: '+971',
  EG: '+20',
  QA: '+974',
  KW: '+965',
  OM: '+968',
  BH: '+973',
  JO: '+962',
  MA: '+212',
  NG: '+234',
  KE: '+254',
  ZA: '+27',
  DE: '+49',
  FR: '+33',
  ES: '+34',
  IT: '+39',
  TR: '+90',
  MY: '+60',
  ID: '+62',
  SG: '+65',
  AU: '+61',
  BR: '+55',
  MX: '+52',
};

export const dialCodeOf = (country: string | undefined) => dialCodes[(country ?? '').toUpperCase()] ?? '+880';

/** A guest's contact info with its address (spec part 1 §3 "Guest user info"): kept on the device, never sent as a saved address. */
export interface GuestContact {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
  address_type: string;
  address: string;
  road: string;
  house: string;
  floor: string;
  latitude: number | null;
  longitude: number | null;
}
