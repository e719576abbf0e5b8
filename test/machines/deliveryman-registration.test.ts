import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { DeliverymanApplication } from '../../domain/validation/joining.ts';
import { deliverymanRegistrationMachine } from '../../machines/deliveryman-registration.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import {
  deliverymanRegistrationPaths,
  joiningChoices,
  riderAccount,
  riderPersonal,
} from './deliveryman-registration.paths.ts';
import { photo, receipt } from './order-refund.paths.ts';

const settle = () => new Promise((r) => setTimeout(r, 5));

function run(register: (input: DeliverymanApplication) => Promise<string>) {
  const sent: DeliverymanApplication[] = [];
  const signals: string[] = [];
  const actor = createActor(
    deliverymanRegistrationMachine.provide({
      actors: {
        loadChoices: fromPromise(async () => joiningChoices),
        register: fromPromise(({ input }: { input: DeliverymanApplication }) => (sent.push(input), register(input))),
      },
    }),
  );
  actor.on('registered', (e) => void signals.push(`registered:${e.message}`));
  actor.on('failed', (e) => void signals.push(`failed:${(e.error as Error).message}`));
  actor.start();
  return { actor, sent, signals };
}

const expected: Record<string, StateExpectation> = {
  loadingChoices: { tags: ['loading'] },
  choicesFailed: { tags: ['loadFailed'], holds: (c) => c.error instanceof Error },
  personal: { tags: ['personal'], holds: (c) => c.zones.length === 2 && c.vehicles.length === 2 },
  account: { tags: ['account'], holds: (c) => c.personal !== null },
  submitting: { tags: ['account', 'busy'], holds: (c) => c.personal !== null && c.error === null },
  failed: { tags: ['account', 'failed'], holds: (c) => c.error instanceof Error && c.personal !== null },
  registered: { tags: ['registered'] },
};

describe('deliveryman-registration machine', () => {
  const paths = transitionPaths(deliverymanRegistrationPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(deliverymanRegistrationPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(deliverymanRegistrationPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it('Next needs every personal field, and a zone and vehicle the server listed', async () => {
    const { actor } = run(async () => 'ok');
    await settle();
    actor.send({ type: 'NEXT', values: { ...riderPersonal, f_name: '' } });
    actor.send({ type: 'NEXT', values: { ...riderPersonal, phone: 'call me' } });
    actor.send({ type: 'NEXT', values: { ...riderPersonal, zone_id: '9' } });
    actor.send({ type: 'NEXT', values: { ...riderPersonal, vehicle_id: '9' } });
    expect(actor.getSnapshot().hasTag('personal')).toBe(true);
    actor.send({ type: 'NEXT', values: riderPersonal });
    expect(actor.getSnapshot().hasTag('account')).toBe(true);
  });

  it('Submit needs a password keeping the rules and a matching confirmation', async () => {
    const { actor, sent } = run(async () => 'ok');
    await settle();
    actor.send({ type: 'NEXT', values: riderPersonal });
    actor.send({ type: 'SUBMIT', account: { password: 'weakpass', confirm_password: 'weakpass' } });
    actor.send({ type: 'SUBMIT', account: { password: 'Rider#2026', confirm_password: 'Rider#2025' } });
    await settle();
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().hasTag('account')).toBe(true);
  });

  it('sends the personal step, the password and the images; a refused file is named, one profile image kept', async () => {
    const { actor, sent, signals } = run(async () => 'Delivery man added successfully.');
    await settle();
    const [front, back, me] = [photo(), photo(), photo()];
    actor.send({ type: 'ADD_IMAGES', files: [receipt(), front, back] });
    expect(actor.getSnapshot().context.imageProblem).toBe('format');
    actor.send({ type: 'SET_PHOTO', file: receipt() });
    expect(actor.getSnapshot().context).toMatchObject({ photo: null, photoProblem: 'format' });
    actor.send({ type: 'SET_PHOTO', file: me });
    expect(actor.getSnapshot().context).toMatchObject({ photo: me, photoProblem: null });
    actor.send({ type: 'NEXT', values: riderPersonal });
    actor.send({ type: 'SUBMIT', account: riderAccount });
    await settle();
    expect(sent).toEqual([
      { personal: riderPersonal, password: 'Rider#2026', photo: me, identityImages: [front, back] },
    ]);
    expect(signals).toEqual(['registered:Delivery man added successfully.']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a refusal keeps everything; Back keeps the password typed; Submit again sends the same application', async () => {
    let refuse = true;
    const { actor, sent, signals } = run(async () => {
      if (refuse) throw new Error('The email has already been taken.');
      return 'Delivery man added successfully.';
    });
    await settle();
    actor.send({ type: 'NEXT', values: riderPersonal });
    actor.send({ type: 'SUBMIT', account: riderAccount });
    await settle();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'BACK', account: riderAccount });
    expect(actor.getSnapshot().context).toMatchObject({ personal: riderPersonal, account: riderAccount, error: null });
    actor.send({ type: 'NEXT', values: { ...riderPersonal, email: 'rafi.two@example.com' } });
    refuse = true;
    actor.send({ type: 'SUBMIT', account: riderAccount });
    await settle();
    refuse = false;
    actor.send({ type: 'SUBMIT', account: riderAccount });
    await settle();
    expect(sent.map((s) => s.personal.email)).toEqual([
      'rafi.rider@example.com',
      'rafi.two@example.com',
      'rafi.two@example.com',
    ]);
    expect(signals.at(-1)).toBe('registered:Delivery man added successfully.');
  });
});
