import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { forgotPasswordMachine } from '../../machines/forgot-password.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { forgotPasswordPaths } from './forgot-password.paths.ts';

const both = { phoneVerification: true, emailVerification: true };

const sixDigits = (code: string | null) => /^\d{6}$/.test(code ?? '');
const hasContact = (c: { method: string; phone: string | null; email: string | null }) =>
  c.method === 'phone' ? !!c.phone : !!c.email;

/** Each resting state: the step the page shows (tags) and what must hold of the context there. */
const expected: Record<string, StateExpectation> = {
  unavailable: {
    tags: ['unavailable'],
    holds: (c) => !c.settings.phoneVerification && !c.settings.emailVerification,
  },
  request: {
    tags: ['request'],
    // The method offered is one that config switches on.
    holds: (c) => (c.method === 'phone' ? c.settings.phoneVerification : c.settings.emailVerification),
  },
  requesting: { tags: ['request', 'busy'], holds: hasContact },
  verify: { tags: ['verify'], holds: hasContact },
  resending: { tags: ['verify', 'busy'], holds: hasContact },
  verifying: { tags: ['verify', 'busy'], holds: (c) => sixDigits(c.resetToken) },
  reset: { tags: ['reset'], holds: (c) => sixDigits(c.resetToken) },
  resetting: { tags: ['reset', 'busy'], holds: (c) => sixDigits(c.resetToken) },
  done: { tags: [], holds: (c) => sixDigits(c.resetToken) },
};

describe('forgot password machine', () => {
  const paths = transitionPaths(forgotPasswordPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(forgotPasswordPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    expect(machineCoverage(forgotPasswordPaths, paths).missing).toEqual([]);
  });

  it.each([
    [both, 'request', 'phone'],
    [{ phoneVerification: true, emailVerification: false }, 'request', 'phone'],
    [{ phoneVerification: false, emailVerification: true }, 'request', 'email'],
    [{ phoneVerification: false, emailVerification: false }, 'unavailable', 'phone'],
  ])('settings %o start at %s with method %s (phone by default when both)', (settings, state, method) => {
    const s = createActor(forgotPasswordMachine, { input: { settings } }).start().getSnapshot();
    expect(s.value).toBe(state);
    expect(s.context.method).toBe(method);
  });

  it('the method is a choice only when both verifications are on', () => {
    const only = createActor(forgotPasswordMachine, {
      input: { settings: { phoneVerification: true, emailVerification: false } },
    }).start();
    only.send({ type: 'CHOOSE_METHOD', method: 'email' });
    expect(only.getSnapshot().context.method).toBe('phone');
    const a = createActor(forgotPasswordMachine, { input: { settings: both } }).start();
    a.send({ type: 'CHOOSE_METHOD', method: 'email' });
    expect(a.getSnapshot().context.method).toBe('email');
  });

  it('request → 6-digit code → new password → close; errors never advance', async () => {
    const log: string[] = [];
    let verifyTries = 0;
    const actor = createActor(
      forgotPasswordMachine.provide({
        actors: {
          requestCode: fromPromise(async ({ input }) => (log.push(`request:${input.phone}`), { message: 'OTP sent' })),
          verifyCode: fromPromise(async ({ input }) => {
            log.push(`verify:${input.resetToken}`);
            if (verifyTries++ === 0) throw new Error('Invalid OTP');
            return { message: 'ok' };
          }),
          resetPassword: fromPromise(
            async ({ input }) => (log.push(`reset:${input.password}`), { message: 'Password changed successfully.' }),
          ),
        },
      }),
      { input: { settings: both } },
    );
    actor.on('message', ({ message }) => void log.push(`ok:${message}`));
    actor.on('error', ({ message }) => void log.push(`error:${message}`));
    actor.on('finished', () => void log.push('finish'));
    actor.start();
    actor.send({ type: 'SUBMIT_CONTACT', phone: '' });
    expect(actor.getSnapshot().value).toBe('request');
    actor.send({ type: 'SUBMIT_CONTACT', phone: '+8801700000001' });
    await waitFor(actor, (s) => s.matches('verify'));
    actor.send({ type: 'VERIFY_CODE', code: '999999' });
    await waitFor(actor, (s) => s.matches('verify') && s.context.error !== null);
    actor.send({ type: 'VERIFY_CODE', code: '123456' });
    await waitFor(actor, (s) => s.matches('reset'));
    actor.send({ type: 'SUBMIT_PASSWORD', password: 'newpass1', confirm_password: 'nope' });
    expect(actor.getSnapshot().value).toBe('reset');
    actor.send({ type: 'SUBMIT_PASSWORD', password: 'newpass1', confirm_password: 'newpass1' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(log).toEqual([
      'request:+8801700000001',
      'ok:OTP sent',
      'verify:999999',
      'error:Invalid OTP',
      'verify:123456',
      'ok:ok',
      'reset:newpass1',
      'ok:Password changed successfully.',
      'finish',
    ]);
  });
});
