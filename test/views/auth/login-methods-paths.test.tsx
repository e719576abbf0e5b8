// The login-methods statechart's paths replayed through the sign-in dialog: only the enabled methods show.
import { resetFakeApi } from '../../support/fake-api.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventObject } from 'xstate';
import { loginMethodsPaths } from '../../machines/login-methods.paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { describePath, machineCoverage } from '../../support/machine-paths.ts';
import type { LoginMethodFlags } from '../../../machines/login-methods.machine.ts';
import { configWith, loginMethodsConfig, renderAuth } from './auth-harness.tsx';

const shows = {
  manual: ['all', 'otp_manual', 'manual_social', 'manual', 'manual_phone'],
  anyIdentifier: ['all', 'otp_manual', 'manual_social', 'manual'],
  otp: ['otp_social', 'otp', 'otpSwitched'],
  social: ['all', 'otp_social', 'manual_social', 'social'],
  otpSwitch: ['all', 'otp_manual'],
};

function expectMethods(state: string) {
  const d = within(screen.getByRole('dialog', { name: 'Sign in' }));
  expect(d.queryByLabelText(/Email or phone/) !== null, 'manual form').toBe(shows.anyIdentifier.includes(state));
  // An older backend: the manual form asks for a phone number (with the country code) and the password.
  const phoneOnly = state === 'manual_phone';
  expect(d.queryByText('Sign in with the phone number and password of your account.') !== null).toBe(phoneOnly);
  if (phoneOnly) {
    expect(d.getByLabelText(/Phone number/)).toBeInTheDocument();
    expect(d.getByRole('combobox', { name: 'Country code' })).toBeInTheDocument();
    expect(d.getByLabelText(/^Password/)).toBeInTheDocument();
  }
  expect(d.queryByRole('button', { name: 'Remember me' }) === null).toBe(true);
  expect(d.queryByRole('checkbox', { name: 'Remember me' }) !== null).toBe(shows.manual.includes(state));
  expect(d.queryByRole('link', { name: 'Forgot password?' }) !== null).toBe(shows.manual.includes(state));
  expect(d.queryByRole('button', { name: 'Get OTP' }) !== null, 'otp form').toBe(shows.otp.includes(state));
  expect(d.queryByRole('button', { name: 'Continue with Google' }) !== null, 'social').toBe(
    shows.social.includes(state),
  );
  expect(d.queryByRole('button', { name: 'Continue with Apple' }) !== null).toBe(shows.social.includes(state));
  expect(d.queryByRole('button', { name: 'Sign in with OTP' }) !== null, 'otp switch').toBe(
    shows.otpSwitch.includes(state),
  );
  expect(d.queryByRole('button', { name: 'Sign in with password' }) !== null).toBe(state === 'otpSwitched');
}

describe('sign-in shows only the login methods the config enables', () => {
  beforeEach(() => resetFakeApi());
  const paths = viewPaths(loginMethodsPaths);

  it('the replayed paths take every transition of the machine', () => {
    expect(machineCoverage(loginMethodsPaths, paths).missing).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    const user = userEvent.setup();
    const rendered = await renderAuth({ config: loginMethodsConfig(loginMethodsPaths.input as LoginMethodFlags) });
    await screen.findByRole('dialog', { name: 'Sign in' });
    expectMethods(String(path.steps[0].state.value));
    for (const step of path.steps.slice(1)) {
      const event = step.event as EventObject & { flags?: LoginMethodFlags };
      const d = within(screen.getByRole('dialog'));
      if (event.type === 'CONFIG_CHANGED')
        act(() => rendered.queryClient.setQueryData(['config'], loginMethodsConfig(event.flags!)));
      else if (event.type === 'USE_OTP') await user.click(d.getByRole('button', { name: 'Sign in with OTP' }));
      else if (event.type === 'USE_PASSWORD')
        await user.click(d.getByRole('button', { name: 'Sign in with password' }));
      await waitFor(() => expectMethods(String(step.state.value)));
    }
  });

  it('only the providers the config enables show (social_login entries and centralize flags)', async () => {
    await renderAuth({ config: configWith({ centralize_login: { facebook_login_status: 0 }, apple_login: [] }) });
    const d = within(await screen.findByRole('dialog', { name: 'Sign in' }));
    expect(d.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(d.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
    expect(d.queryByRole('button', { name: 'Continue with Apple' })).toBeNull();
  });

  it("each provider's button carries its own brand mark: Google's four colours, Facebook's blue", async () => {
    await renderAuth();
    const d = within(await screen.findByRole('dialog', { name: 'Sign in' }));
    const fills = (name: string) =>
      [...d.getByRole('button', { name }).querySelectorAll('svg[aria-hidden="true"] path')].map((p) =>
        p.getAttribute('fill'),
      );
    expect(fills('Continue with Google')).toEqual(['#4285f4', '#34a853', '#fbbc05', '#eb4335']);
    expect(fills('Continue with Facebook')).toContain('#1877f2');
  });

  it('Remember me keeps the identifier, never the password', async () => {
    localStorage.setItem('remembered-login', JSON.stringify({ email_or_phone: 'demo@sixam.market', remember: true }));
    await renderAuth();
    const d = within(await screen.findByRole('dialog', { name: 'Sign in' }));
    expect(d.getByLabelText(/Email or phone/)).toHaveValue('demo@sixam.market');
    expect(d.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(d.getByLabelText(/^Password/)).toHaveValue('');
  });
});
