// @xstate/react with the app's inspection hook (src/app/inspection/inspect.ts) on every actor it creates. The
// bundler resolves '@xstate/react' to this file everywhere in src/ except here (scripts/vite-flows.mjs), so the
// features keep importing '@xstate/react' and a new call site is inspected without knowing about it. Types are the
// package's own; tests (vitest) use the package directly.
import * as react from '@xstate/react';
import type { InspectionEvent, Observer } from 'xstate';
import { inspectActors } from './inspect.ts';

export const useSelector = react.useSelector;
export const shallowEqual = react.shallowEqual;

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void) | undefined;

function withInspection<O extends { inspect?: Inspect } | undefined>(options: O): O {
  const own = options?.inspect;
  const inspect = !own
    ? inspectActors
    : (event: InspectionEvent) => {
        inspectActors(event);
        if (typeof own === 'function') own(event);
        else own.next?.(event);
      };
  return { ...options, inspect } as O;
}

/** The package's hook (or factory) with the inspection hook added to its options (its second argument). */
const inspected = <F>(hook: F): F =>
  ((logic: unknown, options: { inspect?: Inspect } | undefined, ...rest: unknown[]) =>
    (hook as (...args: unknown[]) => unknown)(logic, withInspection(options), ...rest)) as F;

export const useActorRef = inspected(react.useActorRef);
export const useActor = inspected(react.useActor);
export const useMachine = inspected(react.useMachine);
export const createActorContext = inspected(react.createActorContext);
