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

const both = { phoneVerification: true, emailVerification: true, codeLength: 6 };

/** The reset code has exactly the backend's number of digits (6, or 4 on older backends). */
const complete = (c: { resetToken: string | null; settings: { codeLength: number } }) =>
  new RegExp(`^\\d{${c.settings.codeLength}}$`).test(c.resetToken ?? '');
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
  'sendingCode.requesting': { tags: ['request', 'busy'], holds: hasContact },
  verify: { tags: ['verify'], holds: hasContact },
  'sendingCode.resending': { tags: ['verify', 'busy'], holds: hasContact },
  verifying: { tags: ['verify', 'busy'], holds: complete },
  reset: { tags: ['reset'], holds: complete },
  resetting: { tags: ['reset', 'busy'], holds: complete },
  done: { tags: [], holds: complete },
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
    [{ phoneVerification: true, emailVerification: false, codeLength: 6 }, 'request', 'phone'],
    [{ phoneVerification: false, emailVerification: true, codeLength: 6 }, 'request', 'email'],
    [{ phoneVerification: false, emailVerification: false, codeLength: 6 }, 'unavailable', 'phone'],
  ])('settings %o start at %s with method %s (phone by default when both)', (settings, state, method) => {
    const s = createActor(forgotPasswordMachine, { input: { settings } }).start().getSnapshot();
    expect(s.value).toBe(state);
    expect(s.context.method).toBe(method);
  });

  it('the method is a choice only when both verifications are on', () => {
    const only = createActor(forgotPasswordMachine, {
      input: { settings: { phoneVerification: true, emailVerification: false, codeLength: 6 } },
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

  it('an older backend sends 4-digit reset codes: 4 digits verify, 6 do not (and the other way round)', async () => {
    const codesAccepted = async (codeLength: number) => {
      const machine = forgotPasswordMachine.provide({
        actors: { requestCode: fromPromise(async () => ({ message: 'OTP sent' })) },
      });
      const actor = createActor(machine, {
        input: { settings: { phoneVerification: true, emailVerification: false, codeLength } },
      }).start();
      actor.send({ type: 'SUBMIT_CONTACT', phone: '+8801700000001' });
      const s = await waitFor(actor, (snap) => snap.matches('verify'));
      return ['1234', '123456', '12345', '12a4'].filter((code) => s.can({ type: 'VERIFY_CODE', code }));
    };
    expect(await codesAccepted(4)).toEqual(['1234']);
    expect(await codesAccepted(6)).toEqual(['123456']);
  });
});
