import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { newsletterMachine } from '../../machines/newsletter.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { newsletterPaths } from './newsletter.paths.ts';

const settle = () => new Promise((r) => setTimeout(r, 5));

function run(subscribe: (email: string) => Promise<unknown>) {
  const calls: string[] = [];
  const sent: string[] = [];
  const actor = createActor(
    newsletterMachine.provide({
      actors: {
        subscribe: fromPromise(
          ({ input }: { input: { email: string } }) => (sent.push(input.email), subscribe(input.email)),
        ),
      },
    }),
  );
  actor.on('subscribed', () => void calls.push('success'));
  actor.on('failed', ({ error }) => void calls.push(`error:${(error as Error).message}`));
  actor.start();
  return { actor, calls, sent };
}

/** Each resting state: the invalid-email message / busy (tags) and the typed email. */
const expected: Record<string, StateExpectation> = {
  editing: { tags: [] },
  invalid: { tags: ['invalid'], holds: (c) => c.email === 'not-an-email' || c.email === '' },
  subscribing: { tags: ['busy'], holds: (c) => c.email === 'reader@example.com' },
};

describe('newsletter machine', () => {
  const paths = transitionPaths(newsletterPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(newsletterPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(newsletterPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it("refuses an email that doesn't match the pattern and sends nothing", () => {
    const { actor, sent } = run(async () => ({}));
    for (const bad of ['', 'reader', 'reader@', 'reader@example', 'a b@example.com']) {
      actor.send({ type: 'CHANGE', value: bad });
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().value).toBe('invalid');
      expect(actor.getSnapshot().context.email).toBe(bad); // nothing typed is lost
    }
    expect(sent).toEqual([]);
  });

  it('subscribes a valid email (trimmed), then clears the field and reports success', async () => {
    const { actor, calls, sent } = run(async () => ({ message: 'ok' }));
    actor.send({ type: 'CHANGE', value: '  reader@example.com ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('subscribing');
    await settle();
    expect(sent).toEqual(['reader@example.com']);
    expect(calls).toEqual(['success']);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.email).toBe('');
  });

  it("a server error shows the server's message and keeps the email", async () => {
    const { actor, calls } = run(async () => Promise.reject(new Error('The email has already been taken.')));
    actor.send({ type: 'CHANGE', value: 'reader@example.com' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toEqual(['error:The email has already been taken.']);
    expect(actor.getSnapshot().context.email).toBe('reader@example.com');
  });
});
