// The phone-authentication service's two adapters (config.firebase_otp_verification = 1): the embedded API's demo
// stand-in in demo mode, the Firebase JS SDK (faked here) otherwise, loaded only then; a missing Firebase web config
// is a translated error toast, never a crash.
import { requestsTo, resetFakeApi, route } from '../../support/fake-api.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth as enAuth } from '../../../src/i18n/en/auth.ts';
import arAuth from '../../../src/i18n/ar/auth.ts';
import {
  firebaseWebConfig,
  releasePhoneAuth,
  sendPhoneAuthCode,
  usesFirebaseSdk,
} from '../../../src/features/auth/phone-auth.ts';
import { responses } from '../../machines/auth-fixtures.ts';
import { configWith, renderAuth } from './auth-harness.tsx';

const fb = vi.hoisted(() => {
  const loaded = new Set<string>();
  const app = { name: '[DEFAULT]' };
  const auth = { app };
  class FakeRecaptchaVerifier {
    static instances: FakeRecaptchaVerifier[] = [];
    readonly clear = vi.fn();
    constructor(
      readonly auth: unknown,
      readonly container: unknown,
      readonly parameters: unknown,
    ) {
      FakeRecaptchaVerifier.instances.push(this);
    }
  }
  return {
    loaded,
    app,
    auth,
    FakeRecaptchaVerifier,
    initializeApp: vi.fn((options: unknown) => (void options, app)),
    getApps: vi.fn((): unknown[] => []),
    getAuth: vi.fn(() => auth),
    signInWithPhoneNumber: vi.fn(async (...args: unknown[]) => (void args, { verificationId: 'fb-verification-1' })),
  };
});

vi.mock('@firebase/app', () => {
  fb.loaded.add('@firebase/app');
  return { initializeApp: fb.initializeApp, getApps: fb.getApps, getApp: () => fb.app };
});
vi.mock('@firebase/auth', () => {
  fb.loaded.add('@firebase/auth');
  return {
    getAuth: fb.getAuth,
    RecaptchaVerifier: fb.FakeRecaptchaVerifier,
    signInWithPhoneNumber: fb.signInWithPhoneNumber,
  };
});

const env = {
  VITE_FIREBASE_API_KEY: 'test-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'storefront-test.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'storefront-test',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};
const stubEnv = (values: Partial<Record<keyof typeof env | 'VITE_FIREBASE_MESSAGING_SENDER_ID', string>>) =>
  Object.entries(values).forEach(([k, v]) => vi.stubEnv(k, v ?? ''));

const t = (key: string) => `t:${key}`;
const realConfig = configWith({ demo: false, firebase_otp_verification: 1 });

beforeEach(() => {
  resetFakeApi();
  vi.clearAllMocks();
  fb.FakeRecaptchaVerifier.instances.length = 0;
  stubEnv({
    VITE_FIREBASE_API_KEY: '',
    VITE_FIREBASE_AUTH_DOMAIN: '',
    VITE_FIREBASE_PROJECT_ID: '',
    VITE_FIREBASE_APP_ID: '',
  });
});
afterEach(() => vi.unstubAllEnvs());

describe('phone-authentication adapter choice', () => {
  it('demo mode uses the embedded API stand-in and never loads the Firebase SDK', async () => {
    route('POST /api/v1/demo/firebase/send-code', { body: { session_info: 'demo-session-1' } });
    stubEnv(env);
    for (const config of [
      configWith({ demo: true, firebase_otp_verification: 1 }),
      configWith({ demo: true, firebase_otp_verification: 0 }),
    ]) {
      expect(usesFirebaseSdk(config)).toBe(false);
      await expect(
        sendPhoneAuthCode('+8801700000001', { config, container: document.createElement('div'), t }),
      ).resolves.toEqual({
        session_info: 'demo-session-1',
      });
    }
    expect(requestsTo('POST /api/v1/demo/firebase/send-code').map((r) => r.body)).toEqual([
      { phone: '+8801700000001' },
      { phone: '+8801700000001' },
    ]);
    expect(fb.loaded.size).toBe(0); // the SDK modules were never imported
    expect(fb.signInWithPhoneNumber).not.toHaveBeenCalled();
  });

  it('firebase_otp_verification 1 without demo imports the real adapter: invisible reCAPTCHA, E.164 phone, verificationId as session_info', async () => {
    stubEnv({ ...env, VITE_FIREBASE_MESSAGING_SENDER_ID: '123' });
    expect(usesFirebaseSdk(realConfig)).toBe(true);
    const container = document.createElement('div');
    await expect(sendPhoneAuthCode('+880 1700-000001', { config: realConfig, container, t })).resolves.toEqual({
      session_info: 'fb-verification-1',
    });
    expect(fb.loaded).toEqual(new Set(['@firebase/app', '@firebase/auth']));
    expect(fb.initializeApp).toHaveBeenCalledWith({
      apiKey: 'test-api-key',
      authDomain: 'storefront-test.firebaseapp.com',
      projectId: 'storefront-test',
      appId: '1:123:web:abc',
      messagingSenderId: '123',
    });
    const [verifier] = fb.FakeRecaptchaVerifier.instances;
    expect(verifier.auth).toBe(fb.auth);
    expect(verifier.container).toBe(container);
    expect(verifier.parameters).toEqual({ size: 'invisible' });
    expect(fb.signInWithPhoneNumber).toHaveBeenCalledWith(fb.auth, '+8801700000001', verifier);
    expect(requestsTo('POST /api/v1/demo/firebase/send-code')).toHaveLength(0);

    // A resend reuses the verifier; unmount clears it.
    fb.signInWithPhoneNumber.mockResolvedValueOnce({ verificationId: 'fb-verification-2' });
    await expect(sendPhoneAuthCode('+8801700000001', { config: realConfig, container, t })).resolves.toEqual({
      session_info: 'fb-verification-2',
    });
    expect(fb.FakeRecaptchaVerifier.instances).toHaveLength(1);
    releasePhoneAuth(container);
    await waitFor(() => expect(verifier.clear).toHaveBeenCalledTimes(1));
  });

  it('a Firebase failure rejects with its message (shown as the toast)', async () => {
    stubEnv(env);
    fb.signInWithPhoneNumber.mockRejectedValueOnce(new Error('Firebase: Error (auth/invalid-phone-number).'));
    await expect(
      sendPhoneAuthCode('+8801700000001', { config: realConfig, container: document.createElement('div'), t }),
    ).rejects.toThrow('Firebase: Error (auth/invalid-phone-number).');
  });

  it('reads the web config from VITE_FIREBASE_*; a missing required variable is no config', () => {
    expect(firebaseWebConfig(env)).toEqual({
      apiKey: 'test-api-key',
      authDomain: 'storefront-test.firebaseapp.com',
      projectId: 'storefront-test',
      appId: '1:123:web:abc',
    });
    for (const key of Object.keys(env)) expect(firebaseWebConfig({ ...env, [key]: ' ' }), key).toBeNull();
    expect(firebaseWebConfig({})).toBeNull();
  });

  it('missing web config in non-demo mode rejects with the translated message before loading anything', async () => {
    await expect(
      sendPhoneAuthCode('+8801700000001', { config: realConfig, container: document.createElement('div'), t }),
    ).rejects.toThrow('t:auth.phoneAuthNotConfigured');
    expect(fb.signInWithPhoneNumber).not.toHaveBeenCalled();
    expect(requestsTo('POST /api/v1/demo/firebase/send-code')).toHaveLength(0);
  });
});

describe('the auth dialog with the real phone-authentication service', () => {
  const user = userEvent.setup();

  async function requestOtp(language: 'en' | 'ar' = 'en') {
    const ui = language === 'en' ? enAuth : arAuth;
    const rendered = await renderAuth({ config: realConfig, language });
    const d = within(await screen.findByRole('dialog', { name: ui.signInTitle }));
    await user.click(d.getByRole('button', { name: ui.signInWithOtp }));
    await user.type(d.getByLabelText(new RegExp(ui.phoneNumber)), '1700000001');
    await user.click(d.getByRole('button', { name: ui.getOtp }));
    return rendered;
  }

  it('renders a hidden, inert reCAPTCHA container; OTP login sends through Firebase and verifies with its verificationId', async () => {
    stubEnv(env);
    route('POST /api/v1/auth/firebase-verify-token', { body: responses.signedIn });
    await requestOtp();
    const otp = await screen.findByRole('dialog', { name: 'OTP verification' });
    const anchor = otp.querySelector('[data-phone-auth-anchor]');
    expect(anchor).toHaveAttribute('aria-hidden', 'true');
    expect(anchor).toHaveAttribute('inert');
    expect(anchor).toHaveClass('visually-hidden');
    const [verifier] = fb.FakeRecaptchaVerifier.instances;
    expect(verifier.container).toBe(anchor);
    expect(verifier.parameters).toEqual({ size: 'invisible' });
    expect(fb.signInWithPhoneNumber).toHaveBeenCalledWith(fb.auth, '+8801700000001', verifier);
    expect(requestsTo('POST /api/v1/demo/firebase/send-code')).toHaveLength(0);
    expect(within(otp).queryByText(/For demo purpose/)).toBeNull();

    const boxes = within(otp).getAllByRole('textbox', { name: /Digit \d of 6/ });
    await user.click(boxes[0]);
    await user.keyboard('654321');
    await user.click(within(otp).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo('POST /api/v1/auth/firebase-verify-token')[0]?.body).toMatchObject({
      session_info: 'fb-verification-1',
      phone: '+8801700000001',
      otp: '654321',
      login_type: 'otp',
    });
    expect(await screen.findByText('Logged in successfully.')).toBeInTheDocument();
    await waitFor(() => expect(verifier.clear).toHaveBeenCalledTimes(1)); // the dialog unmounted: verifier cleared
  });

  it.each(['en', 'ar'] as const)(
    'missing Firebase web config: the send shows the translated error toast and keeps the form (%s)',
    async (language) => {
      const ui = language === 'en' ? enAuth : arAuth;
      await requestOtp(language);
      expect(await screen.findByText(ui.phoneAuthNotConfigured, {})).toBeInTheDocument();
      const d = within(screen.getByRole('dialog', { name: ui.signInTitle }));
      expect(d.getByLabelText(new RegExp(ui.phoneNumber))).toHaveValue('1700000001');
      expect(d.getByRole('button', { name: ui.getOtp })).toBeEnabled();
      expect(fb.signInWithPhoneNumber).not.toHaveBeenCalled();
    },
  );
});
