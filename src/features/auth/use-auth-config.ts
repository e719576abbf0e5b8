import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { configQueries, type Config } from '../../api/config.ts';
import type { LoginMethodFlags } from '../../../machines/login-methods.machine.ts';
import type { SocialMedium } from '../../../domain/auth-types.ts';
import { dialCodeOf } from '../../../domain/contact.ts';
import { otpLength } from '../../api/backend-dialect.ts';
import { isLegacyBackend } from '../../api/backend-generation.ts';
import type { RecoverySettings } from '../../../machines/forgot-password.machine.ts';

const on = (v: number | undefined) => v === 1;

/** The social providers the config enables (centralize_login flags + social_login / apple_login entries). */
export function enabledProviders(config: Config | undefined): SocialMedium[] {
  const c = config?.centralize_login;
  if (!config || !c || !on(c.social_login_status)) return [];
  const listed = (m: SocialMedium) =>
    [...(config.social_login ?? []), ...(config.apple_login ?? [])].some((e) => e.login_medium === m && e.status === 1);
  const flags: Record<SocialMedium, number> = {
    google: c.google_login_status,
    facebook: c.facebook_login_status,
    apple: c.apple_login_status,
  };
  return (['google', 'facebook', 'apple'] as const).filter((m) => on(flags[m]) && listed(m));
}

export function loginMethodFlags(config: Config | undefined): LoginMethodFlags {
  const c = config?.centralize_login;
  return {
    otp: on(c?.otp_login_status),
    manual: on(c?.manual_login_status),
    social: enabledProviders(config).length > 0,
    phoneOnly: isLegacyBackend(config),
  };
}

/**
 * How a password is recovered: by the verification channels config switches on (centralize_login); an older
 * backend (without it) always recovers by phone. The code has the backend's length.
 */
export function recoverySettings(config: Config | undefined): RecoverySettings {
  const legacy = isLegacyBackend(config);
  return {
    phoneVerification: legacy || on(config?.centralize_login?.phone_verification_status),
    emailVerification: !legacy && on(config?.centralize_login?.email_verification_status),
    codeLength: otpLength(config),
  };
}

/** The config facts the auth views need. */
export function useAuthConfig() {
  const query = useQuery(configQueries.config());
  const config = query.data;
  return {
    query,
    config,
    flags: loginMethodFlags(config),
    providers: enabledProviders(config),
    firebaseOtp: config?.firebase_otp_verification === 1,
    /** An older backend (no centralize_login): phone sign-in, older bodies, 4-digit codes, phone recovery. */
    legacy: isLegacyBackend(config),
    recovery: recoverySettings(config),
    /** Digits of the backend's one-time codes (6; 4 on older backends). */
    otpLength: otpLength(config),
    dialCode: dialCodeOf(config?.country),
    countryPicker: config?.country_picker_status === 1,
    demoOtp: config?.demo ? (config.demo_otp ?? null) : null,
  };
}

/**
 * The country part of an auth form's phone field: it starts on the config's dial code, keeps the one chosen, and
 * shows the country picker when the config does (`<PhoneField {...dial} …/>`; the number sent is
 * `joinPhone(dial.dialCode, digits)`).
 */
export function useDialCode(config: { dialCode: string; countryPicker: boolean }) {
  const [dialCode, setDialCode] = useState(config.dialCode);
  return { dialCode, onDialCodeChange: setDialCode, countryPicker: config.countryPicker };
}
