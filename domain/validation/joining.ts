// Joining the marketplace (issue 25 item 4): the rules of the delivery-man registration form, the server's checks and
// the form's step schemas share. Step messages are i18n keys (`joining.validation.*`), the views translate them;
// the password rule is 6amMart's (Laravel's Password::min(8)->mixedCase()->letters()->numbers()->symbols()), whose
// English words the server answers with.
import { mixed, number, object, string, type InferType, type TestContext } from 'yup';
import { EMAIL_MAX_LENGTH, isEmail } from '../contact.ts';

export const JOINING_PASSWORD_MIN = 8;

/** The password rules in the order Laravel checks them. */
export const passwordRules = ['min', 'mixed', 'letters', 'numbers', 'symbols'] as const;
export type PasswordRule = (typeof passwordRules)[number];

/** 6amMart's words for each broken rule (the server's 403 `password`). */
export const PASSWORD_RULE_MESSAGES: Record<PasswordRule, string> = {
  min: `The password must be at least ${JOINING_PASSWORD_MIN} characters long`,
  mixed: 'The password must contain both uppercase and lowercase letters',
  letters: 'The password must contain letters',
  numbers: 'The password must contain numbers',
  symbols: 'The password must contain symbols',
};

const broken: Record<PasswordRule, (p: string) => boolean> = {
  min: (p) => [...p].length < JOINING_PASSWORD_MIN,
  mixed: (p) => !(/\p{Lu}/u.test(p) && /\p{Ll}/u.test(p)),
  letters: (p) => !/\p{L}/u.test(p),
  numbers: (p) => !/\p{N}/u.test(p),
  symbols: (p) => !/[\p{P}\p{S}\s]/u.test(p),
};

/** The first rule `password` breaks, or null when it keeps them all. */
export const brokenPasswordRule = (password: string): PasswordRule | null =>
  passwordRules.find((rule) => broken[rule](password)) ?? null;

/** 6amMart's phone rule: digits, spaces, - + ( ), 10 to 20 characters. */
export const JOINING_PHONE = { pattern: /^[0-9\s\-+()]*$/, min: 10, max: 20 } as const;

/** The identity documents a delivery man may show (6amMart's identity_type). */
export const identityTypes = ['passport', 'driving_license', 'nid'] as const;
export type IdentityType = (typeof identityTypes)[number];

/** How a delivery man earns (6amMart's `earning`): 1 freelancer, 0 salaried. */
export const earningTypes = [1, 0] as const;

export const joiningMessages = {
  firstNameRequired: 'joining.validation.firstNameRequired',
  nameTooLong: 'joining.validation.nameTooLong',
  emailRequired: 'joining.validation.emailRequired',
  emailInvalid: 'joining.validation.emailInvalid',
  phoneRequired: 'joining.validation.phoneRequired',
  phoneInvalid: 'joining.validation.phoneInvalid',
  identityTypeRequired: 'joining.validation.identityTypeRequired',
  identityNumberRequired: 'joining.validation.identityNumberRequired',
  zoneRequired: 'joining.validation.zoneRequired',
  vehicleRequired: 'joining.validation.vehicleRequired',
  earningRequired: 'joining.validation.earningRequired',
  passwordRequired: 'joining.validation.passwordRequired',
  confirmRequired: 'joining.validation.confirmRequired',
  passwordsMustMatch: 'joining.validation.passwordsMustMatch',
  password: {
    min: 'joining.validation.password.min',
    mixed: 'joining.validation.password.mixed',
    letters: 'joining.validation.password.letters',
    numbers: 'joining.validation.password.numbers',
    symbols: 'joining.validation.password.symbols',
  } satisfies Record<PasswordRule, string>,
} as const;

const m = joiningMessages;

/** A choice from a list (a zone, a vehicle): empty is "none chosen". */
const chosenId = (message: string) =>
  number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .required(message)
    .integer(message)
    .min(1, message);

/** The password with the first rule it breaks named in the form's words. */
function keepsPasswordRules(this: TestContext, value: string | undefined) {
  const rule = value ? brokenPasswordRule(value) : null;
  return rule ? this.createError({ message: m.password[rule] }) : true;
}

function matchesPassword(this: TestContext, value: string | undefined) {
  return !value || value === (this.parent as { password?: string }).password;
}

/** Contact fields both registrations ask: email and phone. */
const contactFields = {
  email: string()
    .trim()
    .required(m.emailRequired)
    .max(Math.min(EMAIL_MAX_LENGTH, 100), m.emailInvalid)
    .test('email', m.emailInvalid, (v) => !v || isEmail(v)),
  phone: string()
    .trim()
    .required(m.phoneRequired)
    .matches(JOINING_PHONE.pattern, m.phoneInvalid)
    .min(JOINING_PHONE.min, m.phoneInvalid)
    .max(JOINING_PHONE.max, m.phoneInvalid),
};

/** The account step: a password keeping 6amMart's rules, confirmed. */
export const joiningAccountSchema = object({
  password: string().required(m.passwordRequired).test('rules', m.passwordRequired, keepsPasswordRules),
  confirm_password: string().required(m.confirmRequired).test('match', m.passwordsMustMatch, matchesPassword),
});
export type JoiningAccountValues = InferType<typeof joiningAccountSchema>;

/** The delivery man's personal information step. */
export const deliverymanPersonalSchema = object({
  f_name: string().trim().required(m.firstNameRequired).max(100, m.nameTooLong),
  l_name: string().trim().default('').max(100, m.nameTooLong),
  ...contactFields,
  identity_type: mixed<IdentityType>()
    .oneOf([...identityTypes], m.identityTypeRequired)
    .required(m.identityTypeRequired),
  identity_number: string().trim().required(m.identityNumberRequired).max(50, m.identityNumberRequired),
  zone_id: chosenId(m.zoneRequired),
  vehicle_id: chosenId(m.vehicleRequired),
  earning: mixed<0 | 1>()
    .oneOf([...earningTypes], m.earningRequired)
    .required(m.earningRequired),
});
export type DeliverymanPersonalValues = InferType<typeof deliverymanPersonalSchema>;

/** A zone or a vehicle to choose from, as the server lists them. */
export interface JoiningChoice {
  id: number;
  name: string;
}

export interface DeliverymanChoices {
  zones: JoiningChoice[];
  vehicles: JoiningChoice[];
}

/** What is sent: the personal information, the password, the profile image and the identity images. */
export interface DeliverymanApplication {
  personal: DeliverymanPersonalValues;
  password: string;
  photo: Blob | null;
  identityImages: readonly Blob[];
}
