import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { authMachine, type AuthSettings, type OtpCheck } from '../../machines/auth.machine.ts';
import type { AuthResponse } from '../../domain/auth-types.ts';
import {
  allTransitions,
  checkPath,
  describePath,
  machineCoverage,
  type StateExpectation,
} from '../support/machine-paths.ts';
import { authPaths } from './auth.paths.ts';
import { coveringPaths } from '../support/covering-paths.ts';
import { apiError, responses, socialCredential } from './auth-fixtures.ts';

const settings: AuthSettings = {
  firebaseOtp: false,
  zoneStored: true,
  moduleType: 'grocery',
  onRecoveryPage: false,
  otpLength: 6,
};

/** The service a code check or resend goes to (`verifyOtp` reads it from the context, `resendOtp` is given it). */
const serviceOf = (input: { service?: string; context?: { otpService: string | null } }) =>
  input.service ?? input.context?.otpService;

/**
 * The machine with every actor answering from a script; records the calls, the bound action and what it emits. The
 * code checks and resends are named with their service (`verifyOtp:login`, `resendOtp:email`…).
 */
function harness(
  script: Partial<Record<string, (input: any) => unknown>>,
  s: AuthSettings = settings,
  flow: 'signIn' | 'signUp' = 'signIn',
) {
  const calls: string[] = [];
  const inputs: Record<string, unknown[]> = {};
  const actors = Object.fromEntries(
    Object.keys(authMachine.implementations.actors).map((name) => [
      name,
      fromPromise(async ({ input }) => {
        const call = name === 'verifyOtp' || name === 'resendOtp' ? `${name}:${serviceOf(input as never)}` : name;
        calls.push(call);
        (inputs[call] ??= []).push(input);
        const answer = script[call];
        if (!answer) throw new Error(`unexpected call ${call}`);
        return answer(input);
      }),
    ]),
  );
  const actions = { completeSignIn: () => void calls.push('completeSignIn') };
  const actor = createActor(authMachine.provide({ actors, actions } as never), {
    input: { flow, settings: s },
  });
  actor.on('*', (e) => {
    if (e.type === 'error') calls.push(`error:${e.message}`);
    else if (e.type === 'signedIn') calls.push(`signedIn:${e.next ?? 'close'}`);
    else calls.push(e.type);
  });
  actor.start();
  return { actor, calls, inputs };
}

const manual = {
  email_or_phone: '+8801700000001',
  password: '12345678',
  field_type: 'phone' as const,
  remember: false,
};
const settle = () => new Promise((r) => setTimeout(r, 0));
/** What a code check was given: the code and where it goes (the phone; the session of the phone-authentication service). */
const checked = (input: unknown) => {
  const { context: c, loginType, verified } = input as OtpCheck;
  return {
    phone: c.phone,
    otp: c.otp,
    ...(c.otpService === 'firebase' ? { sessionInfo: c.sessionInfo } : {}),
    loginType,
    verified,
  };
};

/** What each resting state shows (its tags: the dialog's screen, busy) and what must hold of its context. */
const expected: Record<string, StateExpectation> = {
  signIn: { tags: ['form'], holds: (c) => c.flow === 'signIn' },
  signUp: { tags: ['form'], holds: (c) => c.flow === 'signUp' },
  signingIn: { tags: ['form', 'busy'], holds: (c) => c.loginType === 'manual' && c.credentials !== null },
  signingUp: { tags: ['form', 'busy'], holds: (c) => c.flow === 'signUp' && c.signUp !== null },
  sendingLoginOtp: { tags: ['form', 'busy'], holds: (c) => c.loginType === 'otp' && !!c.phone },
  sendingFirebaseCode: { tags: ['form', 'busy'], holds: (c) => !!c.phone },
  'otp.entering': { tags: ['otp'], holds: (c) => c.channel === 'phone' || c.channel === 'email' },
  'otp.verifying': {
    tags: ['otp', 'busy'],
    // The code was sent by a service, to the email only for the email code; a login OTP is checked by the OTP login
    // or the phone-authentication service; the code has as many digits as the backend sends.
    holds: (c) =>
      c.otpService !== null &&
      (c.channel === 'email') === (c.otpService === 'email') &&
      (c.loginType !== 'otp' || c.otpService === 'login' || c.otpService === 'firebase') &&
      c.otp.length === c.settings.otpLength,
  },
  'otp.resending': {
    tags: ['otp', 'busy', 'resending'],
    holds: (c) => c.otpService !== null && (c.channel === 'email') === (c.otpService === 'email'),
  },
  socialProvider: { tags: ['form', 'busy'], holds: (c) => c.loginType === 'social' && c.medium !== null },
  'socialSigningIn.withCredential': { tags: ['form', 'busy'], holds: (c) => c.social !== null },
  phoneModal: { tags: ['phone'], holds: (c) => c.social !== null && c.error === null },
  'socialSigningIn.withPhone': { tags: ['phone', 'busy'], holds: (c) => c.social !== null && !!c.phone },
  userInfo: { tags: ['info'], holds: (c) => c.response?.is_personal_info === 0 },
  updatingInfo: { tags: ['info', 'busy'] },
  isExistUser: { tags: ['existing'], holds: (c) => c.response?.is_exist_user != null },
  confirmingExisting: {
    tags: ['existing', 'busy'],
    // Checked again where it was checked: the phone-authentication service has its session.
    holds: (c) => c.otpService !== 'firebase' || c.sessionInfo !== null,
  },
  signedIn: { tags: [], holds: (c) => typeof c.response?.token === 'string' },
  dismissed: { tags: [] },
};

describe('auth machine: graph paths', () => {
  const paths = coveringPaths(authPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows its screen and keeps its context rule',
    (_name, path) => {
      expect(checkPath(authPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition (including the `always` routing)', () => {
    const coverage = machineCoverage(authPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(allTransitions(authMachine).length);
  });
});

describe('auth machine: the verification chain', () => {
  it('manual login with both verified completes with the token', async () => {
    const { actor, calls } = harness({ manualLogin: () => responses.signedIn });
    actor.send({ type: 'SUBMIT_SIGN_IN', credentials: manual });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ flow: 'signIn', token: 'token-1' });
    expect(calls).toEqual(['manualLogin', 'completeSignIn', 'signedIn:close']);
  });

  it('neither verified: phone OTP first, then the email OTP (sent by the server), then signed in', async () => {
    const { actor, calls } = harness({
      manualLogin: () => responses.neitherVerified,
      'verifyOtp:phone': ({ context }) =>
        context.phone === '+8801700000001' ? { ...responses.emailUnverified } : Promise.reject(apiError('wrong phone')),
      'verifyOtp:email': ({ context }) =>
        context.email === 'demo@sixam.market' ? responses.signedIn : Promise.reject(apiError('wrong email')),
    });
    actor.send({ type: 'SUBMIT_SIGN_IN', credentials: manual });
    await waitFor(actor, (s) => s.matches({ otp: 'entering' }));
    expect(actor.getSnapshot().context.channel).toBe('phone');
    actor.send({ type: 'VERIFY_OTP', otp: '123456' });
    await waitFor(actor, (s) => s.matches({ otp: 'entering' }) && s.context.channel === 'email');
    actor.send({ type: 'VERIFY_OTP', otp: '123456' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([
      'manualLogin',
      'codeSent',
      'verifyOtp:phone',
      'codeSent',
      'verifyOtp:email',
      'completeSignIn',
      'signedIn:close',
    ]);
  });

  it('only the email unverified: email OTP straight away (the code came with the answer)', async () => {
    const { actor, calls } = harness({ manualLogin: () => responses.emailUnverified });
    actor.send({
      type: 'SUBMIT_SIGN_IN',
      credentials: { ...manual, email_or_phone: 'demo@sixam.market', field_type: 'email' },
    });
    await waitFor(actor, (s) => s.matches('otp'));
    expect(actor.getSnapshot().context).toMatchObject({ channel: 'email', email: 'demo@sixam.market' });
    expect(calls).toEqual(['manualLogin', 'codeSent']);
  });

  it('phone verification goes through the phone-authentication flow when firebase_otp_verification is 1', async () => {
    const { actor, calls } = harness(
      {
        signUp: () => responses.phoneUnverified,
        sendFirebaseCode: () => ({ session_info: 'S1' }),
        'verifyOtp:firebase': (input) =>
          input.context.sessionInfo === 'S1' && input.loginType === 'manual'
            ? responses.signedIn
            : Promise.reject(apiError('bad')),
      },
      { ...settings, firebaseOtp: true },
      'signUp',
    );
    actor.send({
      type: 'SUBMIT_SIGN_UP',
      details: {
        name: 'J',
        email: 'j@x.io',
        phone: '+8801711111111',
        password: 'secret1',
        confirm_password: 'secret1',
        ref_code: '',
      },
    });
    await waitFor(actor, (s) => s.matches({ otp: 'entering' }));
    actor.send({ type: 'VERIFY_OTP', otp: '123456' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ flow: 'signUp', token: 'token-1' });
    expect(calls).toEqual([
      'signUp',
      'sendFirebaseCode',
      'codeSent',
      'verifyOtp:firebase',
      'completeSignIn',
      'signedIn:interest',
    ]);
  });

  it('Verify needs exactly 6 digits; a wrong code stays on the OTP step with the server message', async () => {
    const { actor, calls } = harness({
      sendLoginOtp: () => ({}),
      'verifyOtp:login': () => Promise.reject(apiError('OTP does not match')),
    });
    actor.send({ type: 'REQUEST_LOGIN_OTP', phone: '+8801700000009' });
    await waitFor(actor, (s) => s.matches({ otp: 'entering' }));
    actor.send({ type: 'VERIFY_OTP', otp: '12345' });
    expect(actor.getSnapshot().matches({ otp: 'entering' })).toBe(true);
    actor.send({ type: 'VERIFY_OTP', otp: '000000' });
    await settle();
    await waitFor(actor, (s) => s.matches({ otp: 'entering' }));
    expect(calls).toEqual(['sendLoginOtp', 'codeSent', 'verifyOtp:login', 'error:OTP does not match']);
  });

  it('OTP login of a new phone asks for personal info, then signs in with the update-info token', async () => {
    const { actor } = harness({
      sendLoginOtp: () => ({}),
      'verifyOtp:login': () => responses.personalInfoMissing,
      updateInfo: (input) => ({ ...responses.signedIn, token: `info-${input.info.name}` }),
    });
    actor.send({ type: 'REQUEST_LOGIN_OTP', phone: '+8801700000009' });
    await waitFor(actor, (s) => s.matches({ otp: 'entering' }));
    actor.send({ type: 'VERIFY_OTP', otp: '123456' });
    await waitFor(actor, (s) => s.matches('userInfo'));
    actor.send({ type: 'SUBMIT_INFO', info: { name: 'Jane' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.token).toBe('info-Jane');
  });

  it("'Is It You?': Yes retries the login with verified, No dismisses", async () => {
    const yes = harness({
      sendLoginOtp: () => ({}),
      'verifyOtp:login': (input) => (input.verified === 'yes' ? responses.signedIn : responses.existingUser),
    });
    yes.actor.send({ type: 'REQUEST_LOGIN_OTP', phone: '+8801700000001' });
    await waitFor(yes.actor, (s) => s.matches({ otp: 'entering' }));
    yes.actor.send({ type: 'VERIFY_OTP', otp: '123456' });
    await waitFor(yes.actor, (s) => s.matches('isExistUser'));
    yes.actor.send({ type: 'CONFIRM_EXISTING' });
    await waitFor(yes.actor, (s) => s.status === 'done');
    expect(yes.calls).toEqual([
      'sendLoginOtp',
      'codeSent',
      'verifyOtp:login',
      'verifyOtp:login',
      'completeSignIn',
      'signedIn:close',
    ]);
    expect(yes.inputs['verifyOtp:login'].map(checked)).toEqual([
      { phone: '+8801700000001', otp: '123456', loginType: 'otp', verified: undefined },
      { phone: '+8801700000001', otp: '123456', loginType: 'otp', verified: 'yes' },
    ]);
    expect(yes.actor.getSnapshot().value).toBe('signedIn');

    const no = harness({ sendLoginOtp: () => ({}), 'verifyOtp:login': () => responses.existingUser });
    no.actor.send({ type: 'REQUEST_LOGIN_OTP', phone: '+8801700000001' });
    await waitFor(no.actor, (s) => s.matches({ otp: 'entering' }));
    no.actor.send({ type: 'VERIFY_OTP', otp: '123456' });
    await waitFor(no.actor, (s) => s.matches('isExistUser'));
    no.actor.send({ type: 'REJECT_EXISTING' });
    expect(no.actor.getSnapshot().value).toBe('dismissed');
    expect(no.calls).not.toContain('completeSignIn');
    expect(no.calls.at(-1)).toBe('dismissed');
  });

  it('a social sign-in refused for a missing email goes to phone_modal and retries with the phone', async () => {
    let attempt = 0;
    const { actor } = harness({
      socialProvider: () => socialCredential,
      socialLogin: (input) =>
        attempt++ === 0
          ? Promise.reject(apiError('Email is required', 'email'))
          : { ...responses.signedIn, token: `t-${input.phone}` },
    });
    actor.send({ type: 'SOCIAL_SIGN_IN', medium: 'google' });
    await waitFor(actor, (s) => s.matches('phoneModal'));
    actor.send({ type: 'SUBMIT_PHONE', phone: '+8801722222222' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.token).toBe('t-+8801722222222');
  });

  it('a failed sign-in returns to the form with the server message (no advance)', async () => {
    const { actor, calls } = harness({
      manualLogin: () => Promise.reject(apiError('Credential does not match', 'auth-001')),
    });
    actor.send({ type: 'SUBMIT_SIGN_IN', credentials: manual });
    await waitFor(actor, (s) => s.matches('signIn'));
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Credential does not match');
    expect(calls).toEqual(['manualLogin', 'error:Credential does not match']);
  });

  it('routes sign-up without a token and nothing to verify back to the sign-up form', async () => {
    const { actor } = harness({ signUp: () => ({ ...responses.noToken }) as AuthResponse }, settings, 'signUp');
    actor.send({
      type: 'SUBMIT_SIGN_UP',
      details: {
        name: 'J',
        email: 'j@x.io',
        phone: '+8801711111111',
        password: 'secret1',
        confirm_password: 'secret1',
        ref_code: '',
      },
    });
    await waitFor(actor, (s) => s.context.response !== null);
    expect(actor.getSnapshot().value).toBe('signUp');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });
});

const signUpDetails = {
  name: 'J',
  email: 'j@x.io',
  phone: '+8801711111111',
  password: 'secret1',
  confirm_password: 'secret1',
  ref_code: '',
};

describe('auth machine: where a sign-up continues', () => {
  it.each([
    [{ zoneStored: true, moduleType: 'grocery' }, 'signedIn:interest'],
    [{ zoneStored: true, moduleType: 'parcel' }, 'signedIn:home'],
    [{ zoneStored: false, moduleType: null }, 'signedIn:home'],
    // A sign-up opened on the recovery page continues like any other sign-up.
    [{ zoneStored: true, moduleType: 'grocery', onRecoveryPage: true }, 'signedIn:interest'],
  ])('with %o a sign-up ends with %s', async (place, signal) => {
    const { actor, calls } = harness(
      { signUp: () => responses.signedIn },
      { firebaseOtp: false, onRecoveryPage: false, otpLength: 6, ...place },
      'signUp',
    );
    actor.send({ type: 'SUBMIT_SIGN_UP', details: signUpDetails });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['signUp', 'completeSignIn', signal]);
  });

  it('a sign-in closes the dialog wherever the session is', async () => {
    const { actor, calls } = harness({ manualLogin: () => responses.signedIn });
    actor.send({ type: 'SUBMIT_SIGN_IN', credentials: manual });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.at(-1)).toBe('signedIn:close');
  });

  it('a sign-in on the password-recovery page goes on to /home', async () => {
    const { actor, calls } = harness({ manualLogin: () => responses.signedIn }, { ...settings, onRecoveryPage: true });
    actor.send({ type: 'SUBMIT_SIGN_IN', credentials: manual });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['manualLogin', 'completeSignIn', 'signedIn:home']);
  });

  it('the page the dialog is on is read when the sign-in completes (CONFIGURE updates it)', async () => {
    const { actor, calls } = harness({ manualLogin: () => responses.signedIn }, { ...settings, onRecoveryPage: true });
    actor.send({ type: 'CONFIGURE', settings });
    actor.send({ type: 'SUBMIT_SIGN_IN', credentials: manual });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.at(-1)).toBe('signedIn:close');
  });
});

describe('auth machine: Resend code asks the service that sent the code', () => {
  async function resend(options: {
    settings?: Partial<AuthSettings>;
    start: (actor: ReturnType<typeof harness>['actor']) => void;
    script: Partial<Record<string, (input: any) => unknown>>;
  }) {
    const h = harness(options.script, { ...settings, ...options.settings });
    options.start(h.actor);
    await waitFor(h.actor, (s) => s.matches({ otp: 'entering' }));
    h.calls.length = 0;
    h.actor.send({ type: 'RESEND_OTP' });
    await waitFor(h.actor, (s) => s.matches({ otp: 'entering' }));
    await settle();
    return h;
  }

  it('phone-authentication service for a phone code when firebase_otp_verification is 1', async () => {
    let n = 0;
    const { calls, inputs, actor } = await resend({
      settings: { firebaseOtp: true },
      script: {
        sendFirebaseCode: () => ({ session_info: `S${++n}` }),
        'resendOtp:firebase': () => ({ session_info: `S${++n}` }),
      },
      start: (a) => a.send({ type: 'REQUEST_LOGIN_OTP', phone: '+8801700000009' }),
    });
    expect(calls).toEqual(['resendOtp:firebase', 'codeSent']);
    expect(inputs['resendOtp:firebase']).toEqual([{ service: 'firebase', phone: '+8801700000009', email: '' }]);
    expect(actor.getSnapshot().context.sessionInfo).toBe('S2');
  });

  it('the login OTP again after an OTP login', async () => {
    const { calls, inputs } = await resend({
      script: { sendLoginOtp: () => ({}), 'resendOtp:login': () => ({}) },
      start: (a) => a.send({ type: 'REQUEST_LOGIN_OTP', phone: '+8801700000009' }),
    });
    expect(calls).toEqual(['resendOtp:login', 'codeSent']);
    expect(inputs['resendOtp:login']).toEqual([{ service: 'login', phone: '+8801700000009', email: '' }]);
  });

  it('the verification code by email when the email is being verified', async () => {
    const { calls, inputs } = await resend({
      script: { manualLogin: () => responses.emailUnverified, 'resendOtp:email': () => ({}) },
      start: (a) =>
        a.send({
          type: 'SUBMIT_SIGN_IN',
          credentials: { ...manual, email_or_phone: 'demo@sixam.market', field_type: 'email' },
        }),
    });
    expect(calls).toEqual(['resendOtp:email', 'codeSent']);
    expect(inputs['resendOtp:email']).toEqual([
      { service: 'email', phone: '+8801700000001', email: 'demo@sixam.market' },
    ]);
  });

  it('the verification code by SMS when the phone is being verified', async () => {
    const { calls, inputs } = await resend({
      script: { manualLogin: () => responses.phoneUnverified, 'resendOtp:phone': () => ({}) },
      start: (a) => a.send({ type: 'SUBMIT_SIGN_IN', credentials: manual }),
    });
    expect(calls).toEqual(['resendOtp:phone', 'codeSent']);
    expect(inputs['resendOtp:phone']).toEqual([
      { service: 'phone', phone: '+8801700000001', email: 'demo@sixam.market' },
    ]);
  });

  it('a refused resend keeps the OTP step with the server message', async () => {
    const { calls, actor } = await resend({
      script: {
        sendLoginOtp: () => ({}),
        'resendOtp:login': () => Promise.reject(apiError('Too many requests')),
      },
      start: (a) => a.send({ type: 'REQUEST_LOGIN_OTP', phone: '+8801700000009' }),
    });
    expect(calls).toEqual(['resendOtp:login', 'error:Too many requests']);
    expect(actor.getSnapshot().context.error).toBe('Too many requests');
  });
});

describe("auth machine: 'Is It You?' confirms where the code was checked", () => {
  it('through the phone-authentication service (verified=yes) when it is on', async () => {
    const { actor, inputs } = harness(
      {
        sendFirebaseCode: () => ({ session_info: 'S1' }),
        'verifyOtp:firebase': (input) => (input.verified === 'yes' ? responses.signedIn : responses.existingUser),
      },
      { ...settings, firebaseOtp: true },
    );
    actor.send({ type: 'REQUEST_LOGIN_OTP', phone: '+8801700000001' });
    await waitFor(actor, (s) => s.matches({ otp: 'entering' }));
    actor.send({ type: 'VERIFY_OTP', otp: '123456' });
    await waitFor(actor, (s) => s.matches('isExistUser'));
    expect(actor.getSnapshot().hasTag('existing')).toBe(true);
    actor.send({ type: 'CONFIRM_EXISTING' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(checked(inputs['verifyOtp:firebase'].at(-1))).toEqual({
      phone: '+8801700000001',
      otp: '123456',
      sessionInfo: 'S1',
      loginType: 'otp',
      verified: 'yes',
    });
  });

  it('a refused confirmation stays on "Is It You?" with the server message', async () => {
    let n = 0;
    const { actor, calls } = harness({
      sendLoginOtp: () => ({}),
      'verifyOtp:login': () => (n++ === 0 ? responses.existingUser : Promise.reject(apiError('Account suspended'))),
    });
    actor.send({ type: 'REQUEST_LOGIN_OTP', phone: '+8801700000001' });
    await waitFor(actor, (s) => s.matches({ otp: 'entering' }));
    actor.send({ type: 'VERIFY_OTP', otp: '123456' });
    await waitFor(actor, (s) => s.matches('isExistUser'));
    actor.send({ type: 'CONFIRM_EXISTING' });
    await waitFor(actor, (s) => s.matches('isExistUser') && s.context.error !== null);
    await settle();
    expect(calls.at(-1)).toBe('error:Account suspended');
  });
});
