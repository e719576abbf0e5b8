// Binds the auth statechart to the real calls (src/api/auth.ts), the session storage, React Query, toasts and
// navigation. The machine stays pure; everything here is injected with provide().
import type { QueryClient } from '@tanstack/react-query';
import toast from '../../ui/toast.ts';
import { fromPromise } from 'xstate';
import * as authApi from '../../api/auth.ts';
import { ApiError } from '../../api/errors.ts';
import { isBareStatusWord } from '../../api/status-word.ts';
import type { Config } from '../../api/config.ts';
import { signIn } from '../../session/effects.ts';
import { rememberLogin } from '../../session/storage.ts';
import { authMachine, type OtpCheck, type OtpService } from '../../../machines/auth.machine.ts';
import { obtainSocialCredential } from './social-provider.ts';
import { normalizeAuthResponse } from '../../api/backend-dialect.ts';
import { isLegacyBackend } from '../../api/backend-generation.ts';
import type { AuthResponse, LoginType } from '../../../domain/auth-types.ts';
import { sendPhoneAuthCode } from './phone-auth.ts';

export interface AuthBindings {
  queryClient: QueryClient;
  config: () => Config | undefined;
  t: (key: string) => string;
  /** The hidden element the phone-authentication service's invisible reCAPTCHA renders in. */
  phoneAuthContainer?: () => HTMLElement | null;
}

/**
 * A refused manual sign-in (401) whose message is a bare status word (6amMart 2.6's "Unauthorized") as the
 * catalogue's sentence for the field the customer signed in with; a server's sentence (the embedded API's
 * "Credentials does not match.", 3.5's "User credential does not match", a sign-in held after wrong passwords) and any
 * other failure as it is (the spec shows the server's error).
 */
export function wrongCredentials(error: unknown, field: 'phone' | 'email', t: (key: string) => string): unknown {
  if (!(error instanceof ApiError) || error.status !== 401 || !isBareStatusWord(error.message)) return error;
  return new Error(t(field === 'email' ? 'auth.failures.wrongEmailOrPassword' : 'auth.failures.wrongPhoneOrPassword'));
}

export function createAuthMachine(b: AuthBindings) {
  const legacy = () => isLegacyBackend(b.config());
  // Answers of any backend generation: missing flags = verified; from an older backend a token = signed in.
  const asResponse = (r: AuthResponse): AuthResponse => normalizeAuthResponse(r, legacy());
  // The phone-authentication service: the demo stand-in, or Firebase (loaded lazily) when config asks for it.
  const sendPhoneCode = (phone: string) =>
    sendPhoneAuthCode(phone, { config: b.config(), container: b.phoneAuthContainer?.() ?? null, t: b.t });
  // Only an OTP login verifies as 'otp', every other flow as 'manual'.
  const loginAs = (loginType: LoginType) => (loginType === 'otp' ? ('otp' as const) : ('manual' as const));
  // The code is checked by the service that sent it (the machine's `otpService`): a mapping, not a decision.
  const verifyOtp = async ({ context: c, loginType, verified }: OtpCheck) => {
    const phone = c.phone ?? '';
    const otp = c.otp ?? '';
    switch (c.otpService) {
      case 'firebase':
        return authApi.verifyFirebaseOtp({
          session_info: c.sessionInfo ?? '',
          phone,
          otp,
          login_type: loginAs(loginType),
          verified,
        });
      case 'email':
        return authApi.verifyOtp({ channel: 'email', email: c.email ?? '', otp, login_type: loginAs(loginType) });
      case 'phone':
        return authApi.verifyOtp({ channel: 'phone', phone, otp, login_type: loginAs(loginType) });
      default: // the OTP login ("Is It You?" answers an OTP login)
        return authApi.loginWithOtp(phone, otp, verified);
    }
  };
  // A new code from the service that sent the first one.
  const resendOtp = async ({ service, phone, email }: { service: OtpService; phone: string; email: string }) => {
    if (service === 'firebase') return sendPhoneCode(phone);
    if (service === 'login') await authApi.requestLoginOtp(phone);
    else await authApi.resendVerificationOtp(service, service === 'email' ? email : phone);
    return {};
  };
  return authMachine.provide({
    actors: {
      manualLogin: fromPromise(async ({ input }) =>
        asResponse(
          await authApi.loginManual(input.credentials, legacy()).catch((error: unknown) => {
            throw wrongCredentials(error, input.credentials.field_type, b.t);
          }),
        ),
      ),
      signUp: fromPromise(async ({ input }) => asResponse(await authApi.signUp(input.details, legacy()))),
      sendLoginOtp: fromPromise(({ input }) => authApi.requestLoginOtp(input.phone)),
      sendFirebaseCode: fromPromise(({ input }) => sendPhoneCode(input.phone)),
      verifyOtp: fromPromise(async ({ input }) => asResponse(await verifyOtp(input))),
      resendOtp: fromPromise(({ input }) => resendOtp(input)),
      socialProvider: fromPromise(({ input }) => obtainSocialCredential(input.medium, b.config())),
      socialLogin: fromPromise(async ({ input }) =>
        asResponse(await authApi.loginSocial({ ...input.social, phone: input.phone })),
      ),
      updateInfo: fromPromise(async ({ input: { info, context: c } }) => {
        const loginType = c.loginType ?? 'otp';
        // Identified by the phone (OTP login) or by the provider's email (social); the other one comes from the form.
        const phone = loginType === 'otp' ? (c.phone ?? undefined) : info.phone || (c.phone ?? undefined);
        const email = loginType === 'social' ? (c.social?.email ?? c.email ?? undefined) : info.email || undefined;
        return asResponse(
          await authApi.updateInfo({
            name: info.name,
            login_type: loginType,
            phone,
            email,
            ref_code: info.ref_code,
            info_token: c.response?.info_token,
          }),
        );
      }),
    },
    actions: {
      completeSignIn: ({ context }) => {
        const token = context.response?.token;
        if (!token) return;
        if (context.credentials) rememberLogin(context.credentials);
        void signIn(b.queryClient, token);
        toast.success(b.t(context.flow === 'signUp' ? 'auth.signedUp' : 'auth.loggedIn'));
      },
    },
  });
}
