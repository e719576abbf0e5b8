// @xstate/react for the state gallery: Storybook resolves the app's `@xstate/react` imports to this file
// (.storybook/gallery-index.ts). An actor created for the machine a gallery story shows starts from that story's
// snapshot (the end of its graph path) instead of the machine's initial state; every other actor is the package's.
import * as react from '@xstate/react';
import type { AnyActorLogic, Snapshot } from 'xstate';

let resume: { machine: string; snapshot: Snapshot<unknown> } | null = null;

/** The snapshot the next actors of `machine` start from (null: none; set by the gallery story before it renders). */
export function resumeFrom(next: typeof resume) {
  resume = next;
}

/** The options with the story's snapshot for its machine's actor (read when the actor is made). */
function resumed<O extends object | undefined>(logic: unknown, options: O): O {
  const id = (logic as AnyActorLogic & { id?: string }).id;
  return {
    ...options,
    get snapshot() {
      return resume && resume.machine === id
        ? resume.snapshot
        : (options as { snapshot?: unknown } | undefined)?.snapshot;
    },
  } as O;
}

const resumable = <F>(hook: F): F =>
  ((logic: unknown, options: object | undefined, ...rest: unknown[]) =>
    (hook as (...args: unknown[]) => unknown)(logic, resumed(logic, options), ...rest)) as F;

export const useSelector = react.useSelector;
export const shallowEqual = react.shallowEqual;
export const useActorRef = resumable(react.useActorRef);
export const useActor = resumable(react.useActor);
export const useMachine = resumable(react.useMachine);
export const createActorContext = resumable(react.createActorContext);
