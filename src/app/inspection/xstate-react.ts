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

export const useActorRef = ((logic: never, options?: never, observer?: never) =>
  react.useActorRef(
    logic,
    withInspection(options as { inspect?: Inspect } | undefined) as never,
    observer,
  )) as unknown as typeof react.useActorRef;

export const useActor = ((logic: never, options?: never) =>
  react.useActor(
    logic,
    withInspection(options as { inspect?: Inspect } | undefined) as never,
  )) as unknown as typeof react.useActor;

export const useMachine = ((logic: never, options?: never) =>
  react.useMachine(
    logic,
    withInspection(options as { inspect?: Inspect } | undefined) as never,
  )) as unknown as typeof react.useMachine;

export const createActorContext = ((logic: never, options?: never) =>
  react.createActorContext(
    logic,
    withInspection(options as { inspect?: Inspect } | undefined) as never,
  )) as unknown as typeof react.createActorContext;
