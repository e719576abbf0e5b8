import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loginMethodsMachine } from '../../machines/login-methods.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { loginMethodsPaths } from './login-methods.paths.ts';

/** Each state: the forms it shows (tags), and the flags that lead there (spec part 1 §4). */
const expected: Record<string, StateExpectation> = {
  all: { tags: ['manual', 'social'], holds: (c) => c.otp && c.manual && c.social },
  otp_manual: { tags: ['manual'], holds: (c) => c.otp && c.manual && !c.social },
  otp_social: { tags: ['otp', 'social'], holds: (c) => c.otp && !c.manual && c.social },
  manual_social: { tags: ['manual', 'social'], holds: (c) => !c.otp && c.manual && c.social },
  otp: { tags: ['otp'], holds: (c) => c.otp && !c.manual && !c.social },
  social: { tags: ['social'], holds: (c) => !c.otp && !c.manual && c.social },
  // manual only, or nothing enabled (the fallback)
  manual: { tags: ['manual'], holds: (c) => !c.otp && !c.social && !c.phoneOnly },
  manual_phone: { tags: ['manual', 'phoneOnly'], holds: (c) => c.phoneOnly },
  otpSwitched: { tags: ['otp'], holds: (c) => c.otp && c.manual },
};

describe('login methods machine', () => {
  const paths = transitionPaths(loginMethodsPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(loginMethodsPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    expect(machineCoverage(loginMethodsPaths, paths).missing).toEqual([]);
  });

  it.each([
    [{ otp: true, manual: true, social: true, phoneOnly: false }, 'all'],
    [{ otp: true, manual: true, social: false, phoneOnly: false }, 'otp_manual'],
    [{ otp: true, manual: false, social: true, phoneOnly: false }, 'otp_social'],
    [{ otp: false, manual: true, social: true, phoneOnly: false }, 'manual_social'],
    [{ otp: true, manual: false, social: false, phoneOnly: false }, 'otp'],
    [{ otp: false, manual: true, social: false, phoneOnly: false }, 'manual'],
    [{ otp: false, manual: false, social: true, phoneOnly: false }, 'social'],
    [{ otp: false, manual: false, social: false, phoneOnly: false }, 'manual'],
    [{ otp: false, manual: false, social: false, phoneOnly: true }, 'manual_phone'],
    [{ otp: true, manual: true, social: true, phoneOnly: true }, 'manual_phone'],
  ])('flags %o give %s (fallback manual; an older backend signs in by phone)', (flags, state) => {
    expect(createActor(loginMethodsMachine, { input: flags }).start().getSnapshot().value).toBe(state);
  });

  it('Sign in with OTP switches to OTP only, and back', () => {
    const actor = createActor(loginMethodsMachine, {
      input: { otp: true, manual: true, social: true, phoneOnly: false },
    }).start();
    actor.send({ type: 'USE_OTP' });
    expect(actor.getSnapshot().value).toBe('otpSwitched');
    actor.send({ type: 'USE_PASSWORD' });
    expect(actor.getSnapshot().value).toBe('all');
    const manualOnly = createActor(loginMethodsMachine, {
      input: { otp: false, manual: true, social: true, phoneOnly: false },
    }).start();
    manualOnly.send({ type: 'USE_OTP' });
    expect(manualOnly.getSnapshot().value).toBe('manual_social');
  });
});
