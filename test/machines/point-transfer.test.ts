import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { pointTransferMachine, pointsProblem } from '../../machines/point-transfer.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { pointTransferPaths, pointsBalance, pointsMinimum } from './point-transfer.paths.ts';

const settle = () => new Promise((r) => setTimeout(r, 5));

function run(transfer: (point: number) => Promise<string>) {
  const sent: number[] = [];
  const signals: string[] = [];
  const actor = createActor(
    pointTransferMachine.provide({
      actors: {
        transferPoints: fromPromise(
          ({ input }: { input: { point: number } }) => (sent.push(input.point), transfer(input.point)),
        ),
      },
    }),
    { input: { minimum: pointsMinimum } },
  );
  actor.on('transferred', (e) => void signals.push(`transferred:${e.message}`));
  actor.on('failed', (e) => void signals.push(`failed:${(e.error as Error).message}`));
  actor.start();
  return { actor, sent, signals };
}

const expected: Record<string, StateExpectation> = {
  idle: { tags: [] },
  editing: { tags: ['open', 'editing'], holds: (c) => c.balance === pointsBalance },
  transferring: { tags: ['open', 'busy'], holds: (c) => c.points === '500' && c.problem === null && c.error === null },
};

describe('point-transfer machine', () => {
  const paths = transitionPaths(pointTransferPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(pointTransferPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(pointTransferPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it('takes a whole number from the minimum up to the balance, and nothing else', () => {
    expect(pointsProblem('', 1250, 100)).toBe('required');
    expect(pointsProblem('  ', 1250, 100)).toBe('required');
    expect(pointsProblem('12.5', 1250, 100)).toBe('notWhole');
    expect(pointsProblem('0', 1250, 0)).toBe('notWhole');
    expect(pointsProblem('-200', 1250, 100)).toBe('notWhole');
    expect(pointsProblem('99', 1250, 100)).toBe('belowMinimum');
    expect(pointsProblem('100', 1250, 100)).toBeNull();
    expect(pointsProblem('1250', 1250, 100)).toBeNull();
    expect(pointsProblem('1251', 1250, 100)).toBe('aboveBalance');
  });

  it('Convert is refused for points it cannot take', () => {
    const { actor } = run(async () => 'ok');
    actor.send({ type: 'OPEN', balance: 300 });
    for (const points of ['', '50', '301', '120.5']) {
      actor.send({ type: 'POINTS', points });
      expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    }
    actor.send({ type: 'POINTS', points: '300' });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true);
  });

  it('converts the points as a number and signals the server message; the card is shown again', async () => {
    const { actor, sent, signals } = run(async () => 'Point to wallet transfer successfully.');
    actor.send({ type: 'OPEN', balance: 1250 });
    actor.send({ type: 'POINTS', points: '200' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sent).toEqual([200]);
    expect(signals).toEqual(['transferred:Point to wallet transfer successfully.']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a refusal keeps the points for another try; opening again starts from the new balance', async () => {
    let refuse = true;
    const { actor, sent, signals } = run(async () => {
      if (refuse) throw new Error('Insufficient point.');
      return 'Point to wallet transfer successfully.';
    });
    actor.send({ type: 'OPEN', balance: 1250 });
    actor.send({ type: 'POINTS', points: '300' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(actor.getSnapshot().context.points).toBe('300');
    refuse = false;
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sent).toEqual([300, 300]);
    expect(signals).toEqual(['failed:Insufficient point.', 'transferred:Point to wallet transfer successfully.']);
    actor.send({ type: 'OPEN', balance: 950 });
    expect(actor.getSnapshot().context).toMatchObject({ balance: 950, points: '', error: null });
  });
});
