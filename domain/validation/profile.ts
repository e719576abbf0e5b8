// The Edit Personal Details form (spec part 2 §5 "Profile form" / "Profile image"). Messages are i18n keys
// (`account.validation.*`, `account.image.*`): the view translates them, word for word in English.
import { object, string, type InferType, type TestContext } from 'yup';
import { EMAIL_MAX_LENGTH, PASSWORD_MIN_LENGTH, isEmail } from '../contact.ts';
import { imageProblem } from '../uploads.ts';

export const profileMessages = {
  nameRequired: 'account.validation.nameRequired',
  phoneRequired: 'account.validation.phoneRequired',
  emailInvalid: 'account.validation.emailInvalid',
  emailRequired: 'account.validation.emailRequired',
  emailMax: 'account.validation.emailMax',
  passwordMin: 'account.validation.passwordMin',
  passwordsMustMatch: 'account.validation.passwordsMustMatch',
} as const;

const m = profileMessages;

function matchesPassword(this: TestContext, value: string | undefined) {
  return (value ?? '') === ((this.parent as { password?: string }).password ?? '');
}

/** Name, phone and email required; the password (when manual login is on) is optional, but then confirmed. */
export const profileSchema = object({
  name: string().trim().required(m.nameRequired),
  phone: string().trim().required(m.phoneRequired),
  email: string()
    .trim()
    .required(m.emailRequired)
    .max(EMAIL_MAX_LENGTH, m.emailMax)
    .test('email', m.emailInvalid, (v) => !v || isEmail(v)),
  password: string()
    .default('')
    .test('min', m.passwordMin, (v) => !v || v.length >= PASSWORD_MIN_LENGTH),
  confirm_password: string().default('').test('match', m.passwordsMustMatch, matchesPassword),
  // checked by the server (an account that never set a password has none to give)
  current_password: string().default(''),
});
export type ProfileFormValues = InferType<typeof profileSchema>;

/** The phone input keeps only digits, with one leading + allowed. */
export function phoneInput(value: string): string {
  const plus = value.trimStart().startsWith('+');
  const digits = value.replace(/\D/g, '');
  return plus ? `+${digits}` : digits;
}

/** Why a chosen photo is refused (an i18n key), or null when it is accepted: jpg, png, jpeg or gif of at most 2 MB. */
export function profileImageProblem(file: { name: string; type: string; size: number }): string | null {
  const problem = imageProblem(file);
  return problem === 'format' ? 'account.image.unsupported' : problem === 'size' ? 'account.image.tooLarge' : null;
}
