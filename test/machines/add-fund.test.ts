import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { addFundMachine, type AddFundRequest } from '../../machines/add-fund.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { addFundPaths, fundMethods } from './add-fund.paths.ts';

const settle = () => new Promise((r) => setTimeout(r, 5));

function run(addFund: (input: AddFundRequest) => Promise<string>) {
  const sent: AddFundRequest[] = [];
  const signals: string[] = [];
  const actor = createActor(
    addFundMachine.provide({
      actors: { addFund: fromPromise(({ input }: { input: AddFundRequest }) => (sent.push(input), addFund(input))) },
    }),
    { input: { methods: fundMethods } },
  );
  actor.on('redirect', (e) => void signals.push(`redirect:${e.link}`));
  actor.on('failed', (e) => void signals.push(`failed:${(e.error as Error).message}`));
  actor.start();
  return { actor, sent, signals };
}

const expected: Record<string, StateExpectation> = {
  idle: { tags: [] },
  editing: { tags: ['open', 'editing'] },
  submitting: { tags: ['open', 'busy'], holds: (c) => c.amount === '50' && c.method === 'paypal' && c.error === null },
  redirecting: { tags: ['open', 'busy', 'redirecting'] },
};

describe('add-fund machine', () => {
  const paths = transitionPaths(addFundPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(addFundPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(addFundPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it('Submit is refused while the amount is empty, 0 or less ("submit disabled while amount is 0 or less")', () => {
    const { actor } = run(async () => 'x');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHOOSE_METHOD', method: 'stripe' });
    for (const amount of ['', '0', '-5', 'abc']) {
      actor.send({ type: 'AMOUNT', amount });
      expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    }
    actor.send({ type: 'AMOUNT', amount: '0.5' });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true);
  });

  it("a cleared amount says 'Please Enter amount'; Submit without a method says 'Payment method is required'", () => {
    const { actor } = run(async () => 'x');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'AMOUNT', amount: '20' });
    expect(actor.getSnapshot().context.amountMissing).toBe(false);
    actor.send({ type: 'AMOUNT', amount: '' });
    expect(actor.getSnapshot().context.amountMissing).toBe(true);
    actor.send({ type: 'AMOUNT', amount: '20' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.methodMissing).toBe(true);
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    actor.send({ type: 'CHOOSE_METHOD', method: 'bitcoin' }); // not in the config's list
    expect(actor.getSnapshot().context.method).toBeNull();
    actor.send({ type: 'CHOOSE_METHOD', method: 'stripe' });
    expect(actor.getSnapshot().context.methodMissing).toBe(false);
  });

  it('sends the amount as a number with the method and signals the payment link', async () => {
    const { actor, sent, signals } = run(async () => 'http://shop.test/payment/wallet?token=t1');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'AMOUNT', amount: '125.5' });
    actor.send({ type: 'CHOOSE_METHOD', method: 'stripe' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sent).toEqual([{ amount: 125.5, paymentMethod: 'stripe', attempt: 1 }]);
    expect(signals).toEqual(['redirect:http://shop.test/payment/wallet?token=t1']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a refusal keeps the form; submitting again is a new attempt', async () => {
    let refuse = true;
    const { actor, sent, signals } = run(async () => {
      if (refuse) throw new Error('Add fund to wallet is not available.');
      return 'http://shop.test/pay';
    });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'AMOUNT', amount: '10' });
    actor.send({ type: 'CHOOSE_METHOD', method: 'paypal' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ amount: '10', method: 'paypal' });
    refuse = false;
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sent.map((s) => s.attempt)).toEqual([1, 2]);
    expect(signals).toEqual(['failed:Add fund to wallet is not available.', 'redirect:http://shop.test/pay']);
  });

  it('closing and opening again forgets the amount and method', () => {
    const { actor } = run(async () => 'x');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'AMOUNT', amount: '10' });
    actor.send({ type: 'CHOOSE_METHOD', method: 'paypal' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().context).toMatchObject({ amount: '', method: null, amountMissing: false });
  });
});
