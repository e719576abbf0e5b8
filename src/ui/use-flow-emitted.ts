import { useEffect, useLayoutEffect, useRef } from 'react';
import type { AnyActorRef } from 'xstate';
import type { EmittedHandler, EmittedOf, LazyFlow } from './lazy-flow.tsx';

/**
 * A view's listener of what the flow emits, from its mount on (before the statechart is in too); `handler` may change
 * between renders (the latest one hears).
 */
export function useFlowEmitted<A extends AnyActorRef, T extends string>(
  flow: LazyFlow<A>,
  type: T & EmittedOf<A>['type'],
  handler: EmittedHandler<A, T>,
) {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => flow.on(type, (event) => latest.current(event)), [flow, type]);
}
