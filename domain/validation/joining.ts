// Joining the marketplace: the rules of the delivery-man registration form, the server's checks and
// the form's step schemas share. Step messages are i18n keys (`joining.validation.*`), the views translate them;
// the password rule is 6amMart's (Laravel's Password::min(8)->mixedCase()->letters()->numbers()->symbols()), whose
// English words the server answers with.
import { object, string, type InferType, type TestContext } from 'yup';
import { EMAIL_MAX_LENGTH, isEmail } from '../contact.ts';
import { pointInPolygon, type LatLng, type Ring } from '../geo.ts';

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

/** How a delivery man earns (6amMart's `earning`): 1 freelancer, 0 salaried (form values are the strings sent). */
export const earningTypes = ['1', '0'] as const;

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
  storeNameRequired: 'joining.validation.storeNameRequired',
  addressRequired: 'joining.validation.addressRequired',
  moduleRequired: 'joining.validation.moduleRequired',
  locationRequired: 'joining.validation.locationRequired',
  outOfZone: 'joining.validation.outOfZone',
  minTimeRequired: 'joining.validation.minTimeRequired',
  maxTimeRequired: 'joining.validation.maxTimeRequired',
  maxBelowMin: 'joining.validation.maxBelowMin',
  timeTypeRequired: 'joining.validation.timeTypeRequired',
  taxRequired: 'joining.validation.taxRequired',
  logoRequired: 'joining.validation.logoRequired',
  planRequired: 'joining.validation.planRequired',
  password: {
    min: 'joining.validation.password.min',
    mixed: 'joining.validation.password.mixed',
    letters: 'joining.validation.password.letters',
    numbers: 'joining.validation.password.numbers',
    symbols: 'joining.validation.password.symbols',
  } satisfies Record<PasswordRule, string>,
} as const;

const m = joiningMessages;

/** A choice from a list (a zone, a vehicle), its id as the form holds and sends it: empty is "none chosen". */
const chosenId = (message: string) =>
  string()
    .required(message)
    .matches(/^[1-9]\d*$/, message);

/** A whole number from `min` to `max` typed in a text field. */
const wholeNumber = (message: string, min: number, max: number) =>
  string()
    .trim()
    .required(message)
    .test('whole', message, (v) => !v || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max));

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

/** The person applying: first and last name, email and phone. */
const personFields = {
  f_name: string().trim().required(m.firstNameRequired).max(100, m.nameTooLong),
  l_name: string().trim().default('').max(100, m.nameTooLong),
  ...contactFields,
};

/** The account step: a password keeping 6amMart's rules, confirmed. */
export const joiningAccountSchema = object({
  password: string().required(m.passwordRequired).test('rules', m.passwordRequired, keepsPasswordRules),
  confirm_password: string().required(m.confirmRequired).test('match', m.passwordsMustMatch, matchesPassword),
});
export type JoiningAccountValues = InferType<typeof joiningAccountSchema>;

/** The owner's account step of a store's registration: name, contact and password. */
export const storeOwnerSchema = object({
  ...personFields,
}).concat(joiningAccountSchema);
export type StoreOwnerValues = InferType<typeof storeOwnerSchema>;

/** The units of a store's delivery time (6amMart's delivery_time_type). */
export const deliveryTimeTypes = ['min', 'hours', 'days'] as const;

/** A zone to choose from, with its area (`[lat, lng]` ring) the store's location must be inside. */
export interface ZoneChoice {
  id: number;
  name: string;
  ring: Ring;
}

/** What the business step's checks read besides its fields: the zones listed and whether a logo is held. */
export interface StoreBusinessContext {
  zones: ZoneChoice[];
  hasLogo: boolean;
}

/** A store's business information (step 1): checked with the zones listed and the logo held (yup's context). */
export const storeBusinessSchema = object({
  name: string().trim().required(m.storeNameRequired).max(191, m.storeNameRequired),
  address: string().trim().required(m.addressRequired).max(1000, m.addressRequired),
  zone_id: chosenId(m.zoneRequired),
  module_id: chosenId(m.moduleRequired),
  latitude: string().required(m.locationRequired),
  longitude: string()
    .required(m.locationRequired)
    .test('in-zone', m.outOfZone, function inZone(lng) {
      const { zones } = (this.options.context ?? { zones: [] }) as StoreBusinessContext;
      const { zone_id: zoneId, latitude } = this.parent as { zone_id?: string; latitude?: string };
      const zone = zones.find((z) => String(z.id) === zoneId);
      return !zone || !lng || !latitude || pointInPolygon(Number(latitude), Number(lng), zone.ring);
    }),
  minimum_delivery_time: wholeNumber(m.minTimeRequired, 1, 1000),
  maximum_delivery_time: wholeNumber(m.maxTimeRequired, 1, 1000).test(
    'after-min',
    m.maxBelowMin,
    function afterMin(max) {
      const min = (this.parent as { minimum_delivery_time?: string }).minimum_delivery_time;
      return !max || !min || Number(max) >= Number(min);
    },
  ),
  delivery_time_type: string<(typeof deliveryTimeTypes)[number]>()
    .required(m.timeTypeRequired)
    .oneOf(deliveryTimeTypes, m.timeTypeRequired),
  tax: string()
    .trim()
    .required(m.taxRequired)
    .test('percent', m.taxRequired, (v) => !v || (/^\d+(\.\d+)?$/.test(v) && Number(v) <= 100)),
  logo: string().test('logo', m.logoRequired, function hasLogo() {
    return ((this.options.context ?? {}) as Partial<StoreBusinessContext>).hasLogo === true;
  }),
});
export type StoreBusinessValues = Omit<InferType<typeof storeBusinessSchema>, 'logo'>;

/** A subscription package a joining store may choose. */
export interface PackageChoice {
  id: number;
  name: string;
  price: number;
  /** Days. */
  validity: number;
}

/** The business plan chosen: commission, or a subscription package. */
export type StorePlan = { business_plan: 'commission' } | { business_plan: 'subscription'; package_id: number };

export interface StoreChoices {
  zones: ZoneChoice[];
  modules: JoiningChoice[];
  /** The business plans the business offers (config `subscription_business_model`, `commission_business_model`). */
  subscriptions: boolean;
  commission: boolean;
}

/** What is sent: the business information, the owner's account, the images and the plan. */
export interface StoreApplication {
  business: StoreBusinessValues;
  owner: StoreOwnerValues;
  logo: Blob;
  cover: Blob | null;
  plan: StorePlan;
}

/** The answer: the store's id and its plan (a subscription's package goes on its free trial next). */
export interface StoreRegistered {
  storeId: number;
  message: string;
  subscription: boolean;
}

/** The delivery man's personal information step. */
export const deliverymanPersonalSchema = object({
  ...personFields,
  identity_type: string<IdentityType>().required(m.identityTypeRequired).oneOf(identityTypes, m.identityTypeRequired),
  identity_number: string().trim().required(m.identityNumberRequired).max(50, m.identityNumberRequired),
  zone_id: chosenId(m.zoneRequired),
  vehicle_id: chosenId(m.vehicleRequired),
  earning: string<(typeof earningTypes)[number]>().required(m.earningRequired).oneOf(earningTypes, m.earningRequired),
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

/** The mean of a ring's points: where a map of a (convex) zone is centred before a place in it is chosen. */
export function ringCentre(ring: Ring): LatLng | null {
  if (!ring.length) return null;
  const sum = ring.reduce((acc, [lat, lng]) => ({ lat: acc.lat + lat, lng: acc.lng + lng }), { lat: 0, lng: 0 });
  return { lat: sum.lat / ring.length, lng: sum.lng / ring.length };
}
