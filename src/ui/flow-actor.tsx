// The actor of a flow started on intent (src/ui/lazy-flow.tsx `flowStarter`): in the flow's lazy chunk, with
// @xstate/react, so it is inspected like every other actor.
import { useActorRef } from '@xstate/react';
import type { ActorOptions, ActorRefFrom, AnyActorLogic } from 'xstate';
import { useAttachActor, type LazyFlow } from './lazy-flow.tsx';

/** Starts `logic` (with `options`, read once) and hands the actor to `flow` while mounted. */
export function FlowActor<L extends AnyActorLogic>({
  flow,
  logic,
  options,
}: {
  flow: LazyFlow<ActorRefFrom<L>>;
  logic: L;
  options?: ActorOptions<L>;
}) {
  const actor = useActorRef(logic, options);
  useAttachActor(flow, actor);
  return null;
}
