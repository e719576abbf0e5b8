// The actor of a flow started on intent (src/ui/lazy-flow.tsx `flowStarter`): in the flow's lazy chunk, with
// @xstate/react, so it is inspected like every other actor.
import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorOptions, ActorRefFrom, AnyActorLogic, AnyActorRef } from 'xstate';

/** What the actor is handed to: a `LazyFlow` of src/ui/lazy-flow.tsx. */
interface ActorHolder<A extends AnyActorRef> {
  attach(actor: A): void;
  detach(actor: A): void;
}

/** Starts `logic` (with `options`, read once) and hands the actor to `flow` while mounted. */
export function FlowActor<L extends AnyActorLogic>({
  flow,
  logic,
  options,
}: {
  flow: ActorHolder<ActorRefFrom<L>>;
  logic: L;
  options?: ActorOptions<L>;
}) {
  const actor = useActorRef(logic, options);
  useAttachActor(flow, actor);
  return null;
}

/** Hands the started actor to `flow` (and takes it back when it unmounts). */
function useAttachActor<A extends AnyActorRef>(flow: ActorHolder<A>, actor: A) {
  useEffect(() => {
    flow.attach(actor);
    return () => flow.detach(actor);
  }, [flow, actor]);
}
