// Renders the auth dialog host (and the forgot-password page) the way the app does, with a fake config.
import { screen, within } from '@testing-library/react';
import type { Config } from '../../../src/api/config.ts';
import type { LanguageCode } from '../../../src/i18n/i18n.ts';
import type { LoginMethodFlags } from '../../../machines/login-methods.machine.ts';
import { AuthDialogHost } from '../../../src/features/auth/auth-dialog-host.tsx';
import { ForgotPasswordPage } from '../../../src/features/auth/forgot-password-page.tsx';
import { renderWithProviders, testQueryClient } from '../../support/render.tsx';
import { route } from '../../support/fake-api.ts';

export const baseConfig = {
  business_name: 'Sixam Market',
  country: 'BD',
  demo: true,
  demo_otp: '123456',
  firebase_otp_verification: 0,
  country_picker_status: 1,
  ref_earning_status: 1,
  social_login: [
    { login_medium: 'google', status: 1 },
    { login_medium: 'facebook', status: 1 },
  ],
  apple_login: [
    { login_medium: 'apple', status: 1, client_id: 'demo.apple.client', redirect_url_react: '/auth/apple' },
  ],
  centralize_login: {
    manual_login_status: 1,
    otp_login_status: 1,
    social_login_status: 1,
    google_login_status: 1,
    facebook_login_status: 1,
    apple_login_status: 1,
    email_verification_status: 1,
    phone_verification_status: 1,
  },
} as unknown as Config;

export type ConfigPatch = Partial<Omit<Config, 'centralize_login'>> & {
  centralize_login?: Partial<Config['centralize_login']>;
};

export const configWith = (patch: ConfigPatch = {}): Config =>
  ({
    ...baseConfig,
    ...patch,
    centralize_login: { ...baseConfig.centralize_login, ...patch.centralize_login },
  }) as Config;

/** The auth dialog host at `/?auth=…`, and the forgot-password page with it (the dialog's Forgot password link). */
export const authPage = <AuthDialogHost />;
export const authRoutes = [
  {
    path: '/forgot-password',
    element: (
      <>
        <ForgotPasswordPage />
        <AuthDialogHost />
      </>
    ),
  },
];

/** Answers the config the auth tests give. */
export function serveAuthConfig(config: Config = baseConfig) {
  route('GET /api/v1/config', { body: config });
}

export async function renderAuth(options: { route?: string; config?: Config; language?: LanguageCode } = {}) {
  const queryClient = testQueryClient();
  const config = options.config ?? baseConfig;
  queryClient.setQueryData(['config'], config);
  serveAuthConfig(config);
  return renderWithProviders(authPage, {
    route: options.route ?? '/?auth=sign-in',
    language: options.language,
    queryClient,
    routes: authRoutes,
  });
}

export const dialog = () => screen.getByRole('dialog');
export const inDialog = () => within(dialog());

/** An older backend (phone-only sign-in) has no centralize_login in its config. */
export const loginMethodsConfig = (f: LoginMethodFlags) =>
  f.phoneOnly
    ? ({ ...configWith(), centralize_login: null } as unknown as ReturnType<typeof configWith>)
    : configWith({
        centralize_login: {
          otp_login_status: f.otp ? 1 : 0,
          manual_login_status: f.manual ? 1 : 0,
          social_login_status: f.social ? 1 : 0,
        },
      });

/** An older backend (4-digit codes) has no centralize_login: it recovers by phone; its demo code has 4 digits. */
export const recoveryConfig = (s: { phoneVerification: boolean; emailVerification: boolean; codeLength: number }) =>
  s.codeLength === 4
    ? ({ ...configWith(), centralize_login: null, demo_otp: '1234' } as unknown as ReturnType<typeof configWith>)
    : configWith({
        centralize_login: {
          phone_verification_status: s.phoneVerification ? 1 : 0,
          email_verification_status: s.emailVerification ? 1 : 0,
        },
      });

/** The forgot-password flow's calls, by the actor that makes each. */
export const recoveryEndpoints: Record<string, string> = {
  requestCode: 'POST /api/v1/auth/forgot-password',
  verifyCode: 'POST /api/v1/auth/verify-token',
  resetPassword: 'PUT /api/v1/auth/reset-password',
};
