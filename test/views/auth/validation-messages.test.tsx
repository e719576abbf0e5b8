// Every validation message of spec part 1 §5 shows in the forms, in English (verbatim) and in every other language of
// the app (Arabic, Bengali, Spanish).
import { requestsTo, resetFakeApi, route } from '../../support/fake-api.ts';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth as enAuth } from '../../../src/i18n/en/auth.ts';
import arAuth from '../../../src/i18n/ar/auth.ts';
import bnAuth from '../../../src/i18n/bn/auth.ts';
import esAuth from '../../../src/i18n/es/auth.ts';
import { configWith, renderAuth } from './auth-harness.tsx';

const translated = { ar: arAuth, bn: bnAuth, es: esAuth };
const catalogues = { en: enAuth.validation, ar: arAuth.validation, bn: bnAuth.validation, es: esAuth.validation };
type Key = keyof typeof enAuth.validation;
type Language = keyof typeof catalogues;
const languages = Object.keys(catalogues) as Language[];
const seen = Object.fromEntries(languages.map((l) => [l, new Set<Key>()])) as Record<Language, Set<Key>>;

describe.each(languages)('validation messages (%s)', (language) => {
  const msg = (key: Key) => {
    seen[language].add(key);
    return catalogues[language][key];
  };
  // English's words verbatim (the spec's); another language's from its catalogue
  const words = language === 'en' ? null : translated[language];
  const ui = {
    signIn: words?.signIn ?? 'Sign In',
    signUp: words?.signUp ?? 'Sign Up',
    withOtp: words?.signInWithOtp ?? 'Sign in with OTP',
    getOtp: words?.getOtp ?? 'Get OTP',
    phone: words?.phoneNumber ?? 'Phone number',
    emailOrPhone: words?.emailOrPhone ?? 'Email or phone',
    password: words?.password ?? 'Password',
    confirm: words?.confirmPassword ?? 'Confirm password',
    terms: words?.termsAndConditions ?? 'Terms and conditions',
    sendCode: words?.sendCode ?? 'Send code',
    viaEmail: words?.viaEmail ?? 'Email',
    verify: words?.verify ?? 'Verify',
    resetPassword: words?.resetPassword ?? 'Reset password',
    newPassword: words?.newPassword ?? 'New password',
  };
  // a field's whole label, its required mark aside: Bengali's password (পাসওয়ার্ড) begins its confirmation's label too
  const label = (text: string) => new RegExp(`^${text}[\\s*]*$`);
  const user = userEvent.setup();
  beforeEach(() => resetFakeApi());

  it('sign-in: email or phone and password', async () => {
    await renderAuth({ language });
    const d = within(await screen.findByRole('dialog', {}));
    await user.click(d.getByRole('button', { name: ui.signIn }));
    expect(await d.findByText(msg('emailOrPhoneRequired'))).toBeInTheDocument();
    expect(d.getByText(msg('passwordRequired'))).toBeInTheDocument();
    await user.type(d.getByLabelText(new RegExp(ui.emailOrPhone)), 'not-an-address');
    await user.type(d.getByLabelText(label(ui.password)), '12345');
    await user.click(d.getByRole('button', { name: ui.signIn }));
    expect(await d.findByText(msg('emailOrPhoneInvalid'))).toBeInTheDocument();
    expect(d.getByText(msg('passwordMin'))).toBeInTheDocument();
    expect(requestsTo('POST /api/v1/auth/login')).toHaveLength(0);
  });

  it('OTP sign-in: the phone number', async () => {
    await renderAuth({ language });
    const d = within(await screen.findByRole('dialog', {}));
    await user.click(d.getByRole('button', { name: ui.withOtp }));
    await user.click(d.getByRole('button', { name: ui.getOtp }));
    expect(await d.findByText(msg('phoneRequired'))).toBeInTheDocument();
    await user.type(d.getByLabelText(new RegExp(ui.phone)), '170000');
    await user.click(d.getByRole('button', { name: ui.getOtp }));
    expect(await d.findByText(msg('phoneMin'))).toBeInTheDocument();
    expect(requestsTo('POST /api/v1/auth/login')).toHaveLength(0);
  });

  it('sign-up: the terms gate and every field', async () => {
    await renderAuth({ language, route: '/?auth=sign-up' });
    const d = within(await screen.findByRole('dialog', {}));
    const submit = d.getByRole('button', { name: ui.signUp });
    expect(submit).toBeDisabled();
    expect(d.getByText(msg('termsRequired'))).toBeInTheDocument();
    await user.click(d.getByRole('checkbox', { name: new RegExp(ui.terms) }));
    expect(submit).toBeEnabled();
    expect(d.queryByText(msg('termsRequired'))).toBeNull();
    await user.click(submit);
    expect(await d.findByText(msg('nameRequired'))).toBeInTheDocument();
    expect(d.getByText(msg('emailRequired'))).toBeInTheDocument();
    expect(d.getByText(msg('phoneRequired'))).toBeInTheDocument();
    expect(d.getByText(msg('passwordRequired'))).toBeInTheDocument();
    expect(d.getByText(msg('confirmRequired'))).toBeInTheDocument();
    await user.type(d.getByRole('textbox', { name: new RegExp(words ? words.email : '^Email') }), 'jane@');
    await user.type(d.getByLabelText(label(ui.password)), 'abc');
    await user.type(d.getByLabelText(new RegExp(`^${ui.confirm}`)), 'abd');
    await user.click(submit);
    expect(await d.findByText(msg('emailInvalid'))).toBeInTheDocument();
    expect(d.getByText(msg('passwordMin'))).toBeInTheDocument();
    expect(d.getByText(msg('passwordsMustMatch'))).toBeInTheDocument();
    expect(requestsTo('POST /api/v1/auth/sign-up')).toHaveLength(0);
  });

  it('forgot password: phone, email, code and new password', async () => {
    route('POST /api/v1/auth/forgot-password', { body: { message: 'OTP sent successfully' } });
    route('POST /api/v1/auth/verify-token', { body: { message: 'OTP found, you can proceed' } });
    await renderAuth({ language, route: '/forgot-password', config: configWith() });
    const page = within(document.body);
    await user.click(await page.findByRole('button', { name: ui.sendCode }));
    expect(await page.findByText(msg('recoveryPhoneRequired'))).toBeInTheDocument();
    await user.type(page.getByLabelText(new RegExp(ui.phone)), '17000000012');
    await user.click(page.getByRole('button', { name: ui.sendCode }));
    expect(await page.findByText(msg('recoveryPhoneDigits'))).toBeInTheDocument();
    expect(requestsTo('POST /api/v1/auth/forgot-password')).toHaveLength(0); // an invalid phone sends nothing
    await user.click(page.getByRole('radio', { name: ui.viaEmail }));
    await user.click(page.getByRole('button', { name: ui.sendCode }));
    expect(await page.findByText(msg('recoveryEmailRequired'))).toBeInTheDocument();
    await user.type(page.getByRole('textbox', { name: new RegExp(ui.viaEmail) }), 'demo@');
    await user.click(page.getByRole('button', { name: ui.sendCode }));
    expect(await page.findByText(msg('recoveryEmailInvalid'))).toBeInTheDocument();
    await user.clear(page.getByRole('textbox', { name: new RegExp(ui.viaEmail) }));
    await user.type(page.getByRole('textbox', { name: new RegExp(ui.viaEmail) }), 'demo@sixam.market');
    await user.click(page.getByRole('button', { name: ui.sendCode }));
    await user.click(await page.findByRole('button', { name: ui.verify }));
    expect(await page.findByText(msg('resetCodeRequired'))).toBeInTheDocument();
    const boxes = page.getAllByRole('textbox');
    await user.click(boxes[0]);
    await user.keyboard('123456');
    await user.click(page.getByRole('button', { name: ui.verify }));
    await user.click(await page.findByRole('button', { name: ui.resetPassword }));
    expect(await page.findByText(msg('newPasswordRequired'))).toBeInTheDocument();
    expect(page.getByText(msg('newConfirmRequired'))).toBeInTheDocument();
    await user.type(page.getByLabelText(new RegExp(`^${ui.newPassword}`), { selector: 'input' }), 'abc');
    await user.type(page.getByLabelText(new RegExp(`^${ui.confirm}`)), 'abd');
    await user.click(page.getByRole('button', { name: ui.resetPassword }));
    expect(await page.findByText(msg('newPasswordMin'))).toBeInTheDocument();
    expect(page.getByText(msg('passwordsMustMatch'))).toBeInTheDocument();
  });
});

afterAll(() => {
  // Every message of the catalogue was asserted in every language.
  const all = Object.keys(enAuth.validation).sort();
  for (const language of languages) expect([language, ...[...seen[language]].sort()]).toEqual([language, ...all]);
});
