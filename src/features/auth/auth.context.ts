// Binds the auth statechart to the real calls (src/api/auth.ts), the session storage, React Query, toasts and
// navigation. The machine stays pure; everything here is injected with provide().
import type { QueryClient } from '@tanstack/react-query';
import toast from '../../ui/toast.ts';
import { fromPromise } from 'xstate';
import * as authApi from '../../api/auth.ts';
import type { Config } from '../../api/config.ts';
import { signIn } from '../../session/effects.ts';
import { rememberLogin } from '../../session/storage.ts';
import { authMachine } from '../../../machines/auth.machine.ts';
import { obtainSocialCredential } from './social-provider.ts';
import { isLegacyBackend, normalizeAuthResponse } from '../../api/backend-dialect.ts';
import type { AuthResponse, LoginType } from '../../../domain/auth-types.ts';
import { sendPhoneAuthCode } from './phone-auth.ts';

export interface AuthBindings {
  queryClient: QueryClient;
  config: () => Config | undefined;
  t: (key: string) => string;
  /** The hidden element the phone-authentication service's invisible reCAPTCHA renders in. */
  phoneAuthContainer?: () => HTMLElement | null;
}

export function createAuthMachine(b: AuthBindings) {
  const legacy = () => isLegacyBackend(b.config());
  // Answers of any backend generation: missing flags = verified; from an older backend a token = signed in.
  const asResponse = (r: AuthResponse): AuthResponse => normalizeAuthResponse(r, legacy());
  // The phone-authentication service: the demo stand-in, or Firebase (loaded lazily) when config asks for it.
  const sendPhoneCode = (phone: string) =>
    sendPhoneAuthCode(phone, { config: b.config(), container: b.phoneAuthContainer?.() ?? null, t: b.t });
  // A verification code sent to the phone or the email; only an OTP login verifies as 'otp', every other flow as 'manual'.
  const verifyCode = async (
    target: { channel: 'phone'; phone: string } | { channel: 'email'; email: string },
    input: { otp: string; loginType: LoginType },
  ) =>
    asResponse(
      await authApi.verifyOtp({ ...target, otp: input.otp, login_type: input.loginType === 'otp' ? 'otp' : 'manual' }),
    );
  return authMachine.provide({
    actors: {
      manualLogin: fromPromise(async ({ input }) => asResponse(await authApi.loginManual(input.credentials, legacy()))),
      signUp: fromPromise(async ({ input }) => asResponse(await authApi.signUp(input.details, legacy()))),
      sendLoginOtp: fromPromise(({ input }) => authApi.requestLoginOtp(input.phone)),
      sendFirebaseCode: fromPromise(({ input }) => sendPhoneCode(input.phone)),
      verifyLoginOtp: fromPromise(async ({ input }) =>
        asResponse(await authApi.loginWithOtp(input.phone, input.otp, input.verified)),
      ),
      verifyPhoneOtp: fromPromise(({ input }) => verifyCode({ channel: 'phone', phone: input.phone }, input)),
      verifyEmailOtp: fromPromise(({ input }) => verifyCode({ channel: 'email', email: input.email }, input)),
      verifyFirebaseOtp: fromPromise(async ({ input }) =>
        asResponse(
          await authApi.verifyFirebaseOtp({
            session_info: input.sessionInfo,
            phone: input.phone,
            otp: input.otp,
            login_type: input.loginType === 'otp' ? 'otp' : 'manual',
            verified: input.verified,
          }),
        ),
      ),
      resendVerificationOtp: fromPromise(({ input }) => authApi.resendVerificationOtp(input.channel, input.target)),
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
