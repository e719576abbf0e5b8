// What the views of a flow that starts on intent (src/ui/lazy-flow.tsx) read of its snapshot: before the chart (and
// XState) has loaded, its resting snapshot (machines/shared/resting/<flow>.ts, derived from the machine itself by
// scripts/at-rest.ts and kept current by test/machines/at-rest.test.ts); once it has, the actor's own snapshot.
// Types only: this module must not import XState.
import type { AnyStateMachine, ContextFrom, EventFromLogic, TagsFrom } from 'xstate';

/**
 * The part of a snapshot the views read (tags, `can` and the context, never state names): a started actor's
 * snapshot answers it (test/machines/at-rest.test.ts checks the types too), and so does a resting one.
 */
export interface FlowSnapshot<M extends AnyStateMachine> {
  context: ContextFrom<M>;
  hasTag(tag: TagsFrom<M>): boolean;
  can(event: EventFromLogic<M>): boolean;
}
