import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { authMachine, type AuthSettings, type LoginResponse } from '../../machines/auth.machine.ts';
import { allTransitions, describePath, machineCoverage, replayPath } from '../support/machine-paths.ts';
import { authPaths } from './auth.paths.ts';
import { coveringPaths } from '../support/covering-paths.ts';
import { apiError, responses, socialCredential } from './auth-fixtures.ts';

const settings: AuthSettings = { firebaseOtp: false };

/** The machine with every actor answering from a script; records the calls and the bound actions. */
function harness(
  script: Partial<Record<string, (input: any) => unknown>>,
  s: AuthSettings = settings,
  flow: 'signIn' | 'signUp' = 'signIn',
) {
  const calls: string[] = [];
  const actors = Object.fromEntries(
    Object.keys(authMachine.implementations.actors).map((name) => [
      name,
      fromPromise(async ({ input }) => {
        calls.push(name);
        const answer = script[name];
        if (!answer) throw new Error(`unexpected call ${name}`);
        return answer(input);
      }),
    ]),
  );
  const actions = {
    completeSignIn: () => void calls.push('completeSignIn'),
    dismiss: () => void calls.push('dismiss'),
    showError: ({ context }: any) => void calls.push(`error:${context.error}`),
    codeSent: () => void calls.push('codeSent'),
  };
  const actor = createActor(authMachine.provide({ actors, actions } as never), {
    input: { flow, settings: s },
  }).start();
  return { actor, calls };
}

const manual = {
  email_or_phone: '+8801700000001',
  password: '12345678',
  field_type: 'phone' as const,
  remember: false,
};
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('auth machine: graph paths', () => {
  const paths = coveringPaths(authPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))('path %s ends where the graph says', (_name, path) => {
    expect(replayPath(authPaths, path).final.value).toEqual(path.state.value);
  });

  it('covers every transition ( including the `always` routing)', () => {
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
    expect(calls).toEqual(['manualLogin', 'completeSignIn']);
  });

  it('neither verified: phone OTP first, then the email OTP (sent by the server), then signed in', async () => {
    const { actor, calls } = harness({
      manualLogin: () => responses.neitherVerified,
      verifyPhoneOtp: (input) =>
        input.phone === '+8801700000001' ? { ...responses.emailUnverified } : Promise.reject(apiError('wrong phone')),
      verifyEmailOtp: (input) =>
        input.email === 'demo@sixam.market' ? responses.signedIn : Promise.reject(apiError('wrong email')),
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
      'verifyPhoneOtp',
      'codeSent',
      'verifyEmailOtp',
      'completeSignIn',
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
        verifyFirebaseOtp: (input) =>
          input.sessionInfo === 'S1' && input.loginType === 'manual'
            ? responses.signedIn
            : Promise.reject(apiError('bad')),
      },
      { firebaseOtp: true },
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
    expect(calls).toEqual(['signUp', 'sendFirebaseCode', 'codeSent', 'verifyFirebaseOtp', 'completeSignIn']);
  });

  it('Verify needs exactly 6 digits; a wrong code stays on the OTP step with the server message', async () => {
    const { actor, calls } = harness({
      sendLoginOtp: () => ({}),
      verifyLoginOtp: () => Promise.reject(apiError('OTP does not match')),
    });
    actor.send({ type: 'REQUEST_LOGIN_OTP', phone: '+8801700000009' });
    await waitFor(actor, (s) => s.matches({ otp: 'entering' }));
    actor.send({ type: 'VERIFY_OTP', otp: '12345' });
    expect(actor.getSnapshot().matches({ otp: 'entering' })).toBe(true);
    actor.send({ type: 'VERIFY_OTP', otp: '000000' });
    await settle();
    await waitFor(actor, (s) => s.matches({ otp: 'entering' }));
    expect(calls).toEqual(['sendLoginOtp', 'codeSent', 'verifyLoginOtp', 'error:OTP does not match']);
  });

  it('OTP login of a new phone asks for personal info, then signs in with the update-info token', async () => {
    const { actor } = harness({
      sendLoginOtp: () => ({}),
      verifyLoginOtp: () => responses.personalInfoMissing,
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
      verifyLoginOtp: () => responses.existingUser,
      confirmExistingUser: () => responses.signedIn,
    });
    yes.actor.send({ type: 'REQUEST_LOGIN_OTP', phone: '+8801700000001' });
    await waitFor(yes.actor, (s) => s.matches({ otp: 'entering' }));
    yes.actor.send({ type: 'VERIFY_OTP', otp: '123456' });
    await waitFor(yes.actor, (s) => s.matches('isExistUser'));
    yes.actor.send({ type: 'CONFIRM_EXISTING' });
    await waitFor(yes.actor, (s) => s.status === 'done');
    expect(yes.calls.at(-2)).toBe('confirmExistingUser');
    expect(yes.actor.getSnapshot().value).toBe('signedIn');

    const no = harness({ sendLoginOtp: () => ({}), verifyLoginOtp: () => responses.existingUser });
    no.actor.send({ type: 'REQUEST_LOGIN_OTP', phone: '+8801700000001' });
    await waitFor(no.actor, (s) => s.matches({ otp: 'entering' }));
    no.actor.send({ type: 'VERIFY_OTP', otp: '123456' });
    await waitFor(no.actor, (s) => s.matches('isExistUser'));
    no.actor.send({ type: 'REJECT_EXISTING' });
    expect(no.actor.getSnapshot().value).toBe('dismissed');
    expect(no.calls).not.toContain('completeSignIn');
    expect(no.calls.at(-1)).toBe('dismiss');
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
    const { actor } = harness({ signUp: () => ({ ...responses.noToken }) as LoginResponse }, settings, 'signUp');
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
    await waitFor(actor, (s) => s.matches('signUp') && s.context.response !== null);
  });
});
