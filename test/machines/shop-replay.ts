// Replays a graph path step by step on a real actor whose named actors record their input (and never settle: the
// path drives their done / error events), collecting per step what the flow did: the snapshot before and after,
// the events it emitted to its view and the actors it started with their input.
import type { StatePath } from '@xstate/graph';
import { createActor, fromPromise, type AnyStateMachine, type EventObject, type SnapshotFrom } from 'xstate';

export interface Started {
  src: string;
  input: unknown;
}

export interface Step<M extends AnyStateMachine> {
  before: SnapshotFrom<M>;
  event: EventObject;
  after: SnapshotFrom<M>;
  emitted: EventObject[];
  started: Started[];
}

export function recordingActors(names: string[], started: Started[]) {
  return Object.fromEntries(
    names.map((src) => [
      src,
      fromPromise(({ input }: { input: unknown }) => {
        started.push({ src, input });
        return new Promise<never>(() => {});
      }),
    ]),
  );
}

export function replaySteps<M extends AnyStateMachine>(
  machine: M,
  path: StatePath<any, EventObject>,
  input?: unknown,
): Step<M>[] {
  const started: Started[] = [];
  const emitted: EventObject[] = [];
  const names = Object.keys(machine.implementations.actors ?? {});
  const actor = createActor(machine.provide({ actors: recordingActors(names, started) } as never), {
    input: input as never,
  });
  actor.on('*', (e: EventObject) => void emitted.push(e));
  actor.start();
  const steps: Step<M>[] = [];
  for (const { event } of path.steps) {
    if (event.type === 'xstate.init') continue;
    const before = actor.getSnapshot() as SnapshotFrom<M>;
    started.length = 0;
    emitted.length = 0;
    actor.send(event);
    steps.push({
      before,
      event,
      after: actor.getSnapshot() as SnapshotFrom<M>,
      emitted: [...emitted],
      started: [...started],
    });
  }
  actor.stop();
  return steps;
}
