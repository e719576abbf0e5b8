import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import {
  CHAT_MAX_BACKOFF_MS,
  CHAT_POLL_MS,
  chatLiveMachine,
  type ChatStreamInput,
} from '../../machines/chat-live.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { chatLivePaths } from './chat-live.paths.ts';

const expected: Record<string, StateExpectation> = {
  'streaming.connecting': { tags: ['connecting'] },
  'streaming.open': { tags: ['live'], holds: (c) => c.attempt === 0 },
  waiting: { tags: ['reconnecting'], holds: (c) => c.attempt >= 1 },
  polling: { tags: ['polling'] },
};

describe('chat-live machine', () => {
  const paths = transitionPaths(chatLivePaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(chatLivePaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(chatLivePaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });
});

describe('chat-live with a scripted stream', () => {
  afterEach(() => vi.useRealTimers());

  /** Each connection the chart opens: the last event id it asked from, and the way to speak for the stream. */
  function run() {
    const connections: {
      lastEventId: string;
      send: (e: EventObject & Record<string, unknown>) => void;
      closed: boolean;
    }[] = [];
    const actor = createActor(
      chatLiveMachine.provide({
        actors: {
          stream: fromCallback<EventObject, ChatStreamInput>(({ input, sendBack }) => {
            const connection = { lastEventId: input.lastEventId, send: sendBack, closed: false };
            connections.push(connection);
            return () => void (connection.closed = true);
          }),
        },
      }),
    );
    const changed: (number | null)[] = [];
    const kinds: string[] = [];
    actor.on('changed', (e) => void (changed.push(e.conversationId), kinds.push(e.kind)));
    actor.start();
    return { actor, connections, changed, kinds };
  }

  it('waits 1 s, 2 s, 4 s … at most 30 s between tries, resuming from the last event id; an open stream starts over', async () => {
    vi.useFakeTimers();
    const { actor, connections, changed, kinds } = run();
    connections[0]!.send({ type: 'OPENED' });
    connections[0]!.send({ type: 'RECEIVED', id: '41', conversationId: 7, kind: 'message' });
    expect(changed).toEqual([7]);
    expect(kinds).toEqual(['message']);
    const waits: number[] = [];
    for (let drop = 0; drop < 7; drop++) {
      const before = connections.length;
      connections.at(-1)!.send({ type: 'DROPPED' });
      expect(connections.at(-1)!.closed).toBe(true); // the dropped connection is closed before the wait
      let waited = 0;
      while (connections.length === before) {
        await vi.advanceTimersByTimeAsync(250);
        waited += 250;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, CHAT_MAX_BACKOFF_MS, CHAT_MAX_BACKOFF_MS]);
    expect(connections.slice(1).map((c) => c.lastEventId)).toEqual(Array(7).fill('41'));
    // open again: the next drop waits 1 s
    connections.at(-1)!.send({ type: 'OPENED' });
    connections.at(-1)!.send({ type: 'DROPPED' });
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().hasTag('reconnecting')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('connecting')).toBe(true);
    actor.stop();
  });

  it('coming back online ends the wait at once', () => {
    vi.useFakeTimers();
    const { actor, connections } = run();
    connections[0]!.send({ type: 'OPENED' });
    connections[0]!.send({ type: 'DROPPED' });
    expect(connections).toHaveLength(1);
    actor.send({ type: 'ONLINE' });
    expect(connections).toHaveLength(2);
    actor.stop();
  });

  it('a stream that fails before it ever opened (a preflight refused on another origin) is polled after that one failure', async () => {
    vi.useFakeTimers();
    const { actor, connections, kinds } = run();
    connections[0]!.send({ type: 'DROPPED' });
    expect(actor.getSnapshot().hasTag('polling')).toBe(true);
    expect(actor.getSnapshot().hasTag('reconnecting')).toBe(false);
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 2);
    expect(kinds).toEqual(['poll', 'poll']);
    expect(connections).toHaveLength(1);
    expect(connections[0]!.closed).toBe(true);
    actor.stop();
  });

  it('a backend without the stream is polled every 10 s and never asked for the stream again', async () => {
    vi.useFakeTimers();
    const { actor, connections, changed, kinds } = run();
    connections[0]!.send({ type: 'UNSUPPORTED' });
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 3 - 1);
    expect(changed).toEqual([null, null]);
    await vi.advanceTimersByTimeAsync(1);
    expect(changed).toEqual([null, null, null]);
    expect(kinds).toEqual(['poll', 'poll', 'poll']);
    expect(connections).toHaveLength(1);
    expect(connections[0]!.closed).toBe(true);
    actor.stop();
  });
});
