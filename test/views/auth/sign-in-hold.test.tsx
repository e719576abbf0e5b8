// A password sign-in held back after wrong passwords: the sign-in form says why and counts the wait down,
// in English and in Arabic, instead of showing the API's English sentence as a toast.
import { error, resetFakeApi, route } from '../../support/fake-api.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import arAuth from '../../../src/i18n/ar/auth.ts';
import { renderAuth } from './auth-harness.tsx';

const HELD = 'Too many failed attempts. Please try again after 2 seconds.';

describe.each(['en', 'ar'] as const)('a held password sign-in (%s)', (language) => {
  beforeEach(() => resetFakeApi());

  it('says why and counts the seconds down under the form, then lets the shopper try again', async () => {
    route('POST /api/v1/auth/login', error(401, 'auth-001', HELD));
    const user = userEvent.setup();
    await renderAuth({ language });
    const d = within(await screen.findByRole('dialog', {}));
    const label = (en: string, ar: string) => new RegExp(`^${language === 'en' ? en : ar}`);
    await user.type(d.getByLabelText(label('Email or phone', arAuth.emailOrPhone)), 'john@sixam.market');
    await user.type(d.getByLabelText(label('Password', arAuth.password)), 'wrong-password');
    await user.click(d.getByRole('button', { name: language === 'en' ? 'Sign In' : arAuth.signIn }));
    const worded =
      language === 'en'
        ? (n: number) => `Too many failed attempts. Please try again after ${n} seconds.`
        : (n: number) => `محاولات فاشلة كثيرة. يرجى المحاولة مرة أخرى بعد ${n} ثانية.`;
    expect(await d.findByRole('alert')).toHaveTextContent(worded(2));
    expect(await d.findByText(worded(1))).toBeInTheDocument();
    // the API's sentence is not shown a second time as a toast (the form's own line now reads 1 second)
    expect(screen.queryByText(HELD)).toBeNull();
    await expect.poll(() => d.queryByRole('alert'), { timeout: 5000 }).toBeNull();
  });
});
