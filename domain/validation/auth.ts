// Yup schemas of the auth forms (spec part 1 §5). Messages are i18n keys (`auth.validation.*`); the views
// translate them, so every message appears word for word in English and completely in Arabic.
import { boolean, object, string, type InferType, type TestContext } from 'yup';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MIN_LENGTH,
  OTP_LENGTH,
  RECOVERY_PHONE_DIGITS,
  classifyContact,
  isEmail,
  isOtpCode,
} from '../contact.ts';

export const authMessages = {
  emailOrPhoneRequired: 'auth.validation.emailOrPhoneRequired',
  emailOrPhoneInvalid: 'auth.validation.emailOrPhoneInvalid',
  passwordRequired: 'auth.validation.passwordRequired',
  passwordMin: 'auth.validation.passwordMin',
  phoneRequired: 'auth.validation.phoneRequired',
  phoneMin: 'auth.validation.phoneMin',
  nameRequired: 'auth.validation.nameRequired',
  emailInvalid: 'auth.validation.emailInvalid',
  emailRequired: 'auth.validation.emailRequired',
  confirmRequired: 'auth.validation.confirmRequired',
  passwordsMustMatch: 'auth.validation.passwordsMustMatch',
  termsRequired: 'auth.validation.termsRequired',
  recoveryPhoneRequired: 'auth.validation.recoveryPhoneRequired',
  recoveryPhoneDigits: 'auth.validation.recoveryPhoneDigits',
  recoveryEmailRequired: 'auth.validation.recoveryEmailRequired',
  recoveryEmailInvalid: 'auth.validation.recoveryEmailInvalid',
  resetCodeRequired: 'auth.validation.resetCodeRequired',
  newPasswordRequired: 'auth.validation.newPasswordRequired',
  newPasswordMin: 'auth.validation.newPasswordMin',
  newConfirmRequired: 'auth.validation.newConfirmRequired',
} as const;

const m = authMessages;

/** Digits of the national number typed in a phone input (the dialling code is chosen separately). */
const digitCount = (value: string | undefined) => (value ?? '').replace(/\D/g, '').length;

/** The confirmation equals the password (checked after "required", so an empty one says it is missing). */
function matchesPassword(this: TestContext, value: string | undefined) {
  return !value || value === (this.parent as { password?: string }).password;
}

export const signInSchema = object({
  email_or_phone: string()
    .trim()
    .required(m.emailOrPhoneRequired)
    .test('email-or-phone', m.emailOrPhoneInvalid, (v) => !v || classifyContact(v) !== null),
  password: string().required(m.passwordRequired).min(PASSWORD_MIN_LENGTH, m.passwordMin),
  remember: boolean().default(false),
});
export type SignInValues = InferType<typeof signInSchema>;

/** Manual sign-in on an older backend (phone + password only): the national number in `email_or_phone`. */
export const phoneSignInSchema = object({
  email_or_phone: string().trim().required(m.phoneRequired).min(PHONE_MIN_LENGTH, m.phoneMin),
  password: string().required(m.passwordRequired).min(PASSWORD_MIN_LENGTH, m.passwordMin),
  remember: boolean().default(false),
});

/** OTP sign-in and the social phone step: the national number. */
export const phoneSchema = object({
  phone: string().trim().required(m.phoneRequired).min(PHONE_MIN_LENGTH, m.phoneMin),
});
export type PhoneValues = InferType<typeof phoneSchema>;

export const signUpSchema = object({
  name: string().trim().required(m.nameRequired),
  email: string()
    .trim()
    .required(m.emailRequired)
    .max(EMAIL_MAX_LENGTH, m.emailInvalid)
    .test('email', m.emailInvalid, (v) => !v || isEmail(v)),
  phone: string().trim().required(m.phoneRequired).min(PHONE_MIN_LENGTH, m.phoneMin),
  password: string().required(m.passwordRequired).min(PASSWORD_MIN_LENGTH, m.passwordMin),
  confirm_password: string().required(m.confirmRequired).test('match', m.passwordsMustMatch, matchesPassword),
  ref_code: string().trim().default(''),
  terms: boolean().oneOf([true], m.termsRequired).required(m.termsRequired),
});
export type SignUpValues = InferType<typeof signUpSchema>;

/** Post-social dialog ('Just one step away!'): no validation rules; Name is only marked required. */
export const postSocialSchema = object({
  name: string().default(''),
  contact: string().default(''),
  ref_code: string().default(''),
});
export type PostSocialValues = InferType<typeof postSocialSchema>;

export const recoveryPhoneSchema = object({
  phone: string()
    .trim()
    .required(m.recoveryPhoneRequired)
    .test(
      'ten-digits',
      m.recoveryPhoneDigits,
      (v) => !v || (/^[\d\s-]+$/.test(v) && digitCount(v) === RECOVERY_PHONE_DIGITS),
    ),
});

export const recoveryEmailSchema = object({
  email: string()
    .trim()
    .required(m.recoveryEmailRequired)
    .test('email', m.recoveryEmailInvalid, (v) => !v || isEmail(v)),
});

/** The reset code of the backend's length (6 digits; 4 on older backends). */
export const resetCodeSchemaOf = (length: number) =>
  object({
    // Every box must be filled: a partly typed code is still an empty field.
    code: string()
      .trim()
      .required(m.resetCodeRequired)
      .test('complete', m.resetCodeRequired, (v) => isOtpCode(v, length)),
  });

export const resetCodeSchema = resetCodeSchemaOf(OTP_LENGTH);

export const newPasswordSchema = object({
  password: string().required(m.newPasswordRequired).min(PASSWORD_MIN_LENGTH, m.newPasswordMin),
  confirm_password: string().required(m.newConfirmRequired).test('match', m.passwordsMustMatch, matchesPassword),
});
export type NewPasswordValues = InferType<typeof newPasswordSchema>;
