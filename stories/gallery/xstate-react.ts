// @xstate/react for the state gallery: Storybook resolves the app's `@xstate/react` imports to this file
// (.storybook/gallery-index.ts). An actor created for the machine a gallery story shows starts from that story's
// snapshot (the end of its graph path) instead of the machine's initial state, and so does an actor of a machine the
// story resumes beside it (the host whose view holds it); every other actor is the package's.
import * as react from '@xstate/react';
import type { AnyActorLogic, AnyStateMachine, EventObject, Snapshot } from 'xstate';

interface Resume {
  machine: string;
  snapshot: Snapshot<unknown>;
  /** Snapshots for invoked machine children of the resumed actor, by child id (a machine a parent invokes). */
  children?: Record<string, Snapshot<unknown>>;
  /** The type of an event the view sends as it mounts, which the story's path already took: its first one is not heeded. */
  unheeded?: string;
}
let resumes: Resume[] = [];

/** The snapshots the next actors of each machine start from (none: []; set by the gallery story before it renders). */
export function resumeFrom(next: Resume[]) {
  resumes = next;
}

type PersistedChildren = Record<string, { snapshot?: { value?: unknown }; src?: unknown }>;

/**
 * The story's snapshot as `logic` restores it. Its children were the graph paths' inert stand-ins: a child the real
 * logic invokes as a machine cannot restore a stand-in's snapshot, so it starts from the snapshot the story gives for
 * it (`children`) or from its initial state; promise and callback children keep theirs (at rest, as in the path).
 */
function restorable(logic: AnyActorLogic, { snapshot, children = {} }: Resume): Snapshot<unknown> {
  const actors = ((logic as { implementations?: { actors?: Record<string, unknown> } }).implementations?.actors ??
    {}) as Record<string, unknown>;
  const persisted = (snapshot as { children?: PersistedChildren }).children ?? {};
  const restored = Object.entries(persisted).map(([id, child]) => {
    const real = typeof child.src === 'string' ? actors[child.src] : undefined;
    const machineChild = !!real && typeof real === 'object' && 'root' in real;
    if (!machineChild || child.snapshot?.value !== undefined) return [id, child];
    return [id, { ...child, snapshot: children[id] }];
  });
  return { ...snapshot, children: Object.fromEntries(restored) } as unknown as Snapshot<unknown>;
}

/** The options with the story's snapshot for its machine's actor (read when the actor is made). */
function resumed<O extends object | undefined>(logic: unknown, options: O): O {
  const id = (logic as AnyActorLogic & { id?: string }).id;
  return {
    ...options,
    get snapshot() {
      const resume = resumes.find((r) => r.machine === id);
      return resume
        ? restorable(logic as AnyActorLogic, resume)
        : (options as { snapshot?: unknown } | undefined)?.snapshot;
    },
  } as O;
}

const unheeding = new WeakMap<object, AnyStateMachine>();

/**
 * `logic` whose actor does not heed the first event of type `type` (the story's snapshot holds it: a view that sends
 * it as it mounts would move the actor on from the story's state), one per logic object, as the hooks keep theirs.
 */
function heedingAfterFirst(logic: AnyStateMachine, type: string): AnyStateMachine {
  const known = unheeding.get(logic);
  if (known) return known;
  let passed = false;
  const wrapped = Object.create(logic, {
    transition: {
      value: (snapshot: Snapshot<unknown>, event: EventObject, scope: unknown) => {
        if (!passed && event.type === type) {
          passed = true;
          return snapshot;
        }
        return (logic.transition as (...args: unknown[]) => unknown)(snapshot, event, scope);
      },
    },
  }) as AnyStateMachine;
  unheeding.set(logic, wrapped);
  return wrapped;
}

const resumable = <F>(hook: F): F =>
  ((logic: unknown, options: object | undefined, ...rest: unknown[]) => {
    const id = (logic as { id?: string }).id;
    const unheeded = resumes.find((r) => r.machine === id)?.unheeded;
    const actual = unheeded ? heedingAfterFirst(logic as AnyStateMachine, unheeded) : logic;
    return (hook as (...args: unknown[]) => unknown)(actual, resumed(logic, options), ...rest);
  }) as F;

export const useSelector = react.useSelector;
export const shallowEqual = react.shallowEqual;
export const useActorRef = resumable(react.useActorRef);
export const useActor = resumable(react.useActor);
export const useMachine = resumable(react.useMachine);
export const createActorContext = resumable(react.createActorContext);
