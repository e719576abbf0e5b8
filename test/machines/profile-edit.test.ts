import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { profileEditMachine, type ProfileAnswer, type ProfileRequest } from '../../machines/profile-edit.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { editedProfile, otpSentAnswer, profileEditPaths, savedAnswer } from './profile-edit.paths.ts';

const settle = () => new Promise((r) => setTimeout(r, 5));

/** Runs the machine against a scripted server (answers taken in order) and records calls and signals. */
function run(answers: (ProfileAnswer | Error)[]) {
  const sent: ProfileRequest[] = [];
  const signals: string[] = [];
  const actor = createActor(
    profileEditMachine.provide({
      actors: {
        updateProfile: fromPromise(async ({ input }: { input: ProfileRequest }) => {
          sent.push(input);
          const answer = answers.shift();
          if (!answer) throw new Error('no answer scripted');
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
  );
  actor.on('reset', () => void signals.push('reset'));
  actor.on('updated', (e) => void signals.push(`updated:${e.message}`));
  actor.on('failed', (e) => void signals.push(`failed:${(e.error as Error).message}`));
  actor.start();
  return { actor, sent, signals };
}

const expected: Record<string, StateExpectation> = {
  editing: { tags: [], holds: (c) => c.medium === null },
  confirmingReset: { tags: ['confirmReset'] },
  submitting: { tags: ['busy'], holds: (c) => c.values?.email === editedProfile.email },
  'otp.entering': {
    tags: ['otp'],
    holds: (c) => c.medium === 'email' && c.notice === otpSentAnswer.message && c.error === null,
  },
  'otp.refused': { tags: ['otp', 'otpFailed'], holds: (c) => c.medium === 'email' && c.error instanceof Error },
  'sendingCode.verifying': {
    tags: ['busy', 'otp'],
    holds: (c) => c.error === null && c.otp?.code === '123456' && c.otp.medium === c.medium,
  },
  'sendingCode.resending': { tags: ['busy', 'otp'], holds: (c) => c.error === null && c.otp === null },
};

describe('profile-edit machine', () => {
  const paths = transitionPaths(profileEditPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(profileEditPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(profileEditPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it("asks 'Are you sure want to reset ?' only for a changed form", () => {
    const { actor, signals } = run([]);
    actor.send({ type: 'RESET', dirty: false });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(signals).toEqual(['reset']);
    actor.send({ type: 'RESET', dirty: true });
    expect(actor.getSnapshot().hasTag('confirmReset')).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(signals).toEqual(['reset']);
    actor.send({ type: 'RESET', dirty: true });
    actor.send({ type: 'CONFIRM' });
    expect(signals).toEqual(['reset', 'reset']);
  });

  it('saves at once when no OTP is needed: the server message is the toast', async () => {
    const { actor, sent, signals } = run([savedAnswer]);
    actor.send({ type: 'SUBMIT', values: editedProfile });
    await settle();
    expect(sent).toEqual([{ values: editedProfile }]);
    expect(signals).toEqual(['updated:Profile updated successfully']);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('an OTP answer opens the dialog; Verify resends the same form with otp and the medium', async () => {
    const { actor, sent, signals } = run([otpSentAnswer, savedAnswer]);
    actor.send({ type: 'SUBMIT', values: editedProfile });
    await settle();
    expect(actor.getSnapshot().hasTag('otp')).toBe(true);
    actor.send({ type: 'VERIFY', code: '12' }); // incomplete: not sent
    expect(actor.getSnapshot().value).toEqual({ otp: 'entering' });
    actor.send({ type: 'VERIFY', code: '123456' });
    await settle();
    expect(sent[1]).toEqual({ values: editedProfile, otp: { code: '123456', medium: 'email' } });
    expect(signals).toEqual(['updated:Profile updated successfully']);
    expect(actor.getSnapshot().context.medium).toBeNull();
  });

  it('phone then email: a verified phone code can lead to the email OTP, on the same dialog', async () => {
    const phoneSent: ProfileAnswer = { ...otpSentAnswer, verification_on: 'phone', verification_medium: 'phone' };
    const { actor, sent } = run([phoneSent, otpSentAnswer, savedAnswer]);
    actor.send({ type: 'SUBMIT', values: editedProfile });
    await settle();
    expect(actor.getSnapshot().context.medium).toBe('phone');
    actor.send({ type: 'VERIFY', code: '111111' });
    await settle();
    expect(actor.getSnapshot().context.medium).toBe('email');
    actor.send({ type: 'VERIFY', code: '222222' });
    await settle();
    expect(sent.map((s) => s.otp)).toEqual([
      undefined,
      { code: '111111', medium: 'phone' },
      { code: '222222', medium: 'email' },
    ]);
  });

  it('a refused code keeps the dialog open with the message; a refused form keeps the values for another try', async () => {
    const { actor, signals } = run([otpSentAnswer, new Error('OTP does not match'), new Error('Email taken')]);
    actor.send({ type: 'SUBMIT', values: editedProfile });
    await settle();
    actor.send({ type: 'VERIFY', code: '000000' });
    await settle();
    expect(actor.getSnapshot().hasTag('otpFailed')).toBe(true);
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'SUBMIT', values: editedProfile });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual(editedProfile);
    expect(signals).toEqual(['failed:Email taken']);
  });
});
