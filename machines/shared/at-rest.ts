// A statechart's initial snapshot as its views read it before the chart (and XState) has loaded
// (src/ui/lazy-flow.tsx): derived from the machine itself by scripts/at-rest.ts into machines/shared/resting/<flow>.ts,
// which test/machines/at-rest.test.ts keeps current. This module must not import XState (types only).
import type { AnyStateMachine, ContextFrom, EventFromLogic, StateValueFrom, TagsFrom } from 'xstate';

/**
 * What the views read of a flow's snapshot: a started actor's snapshot answers it (test/machines/at-rest.test.ts
 * checks the types too), and so does a resting one.
 */
export interface FlowSnapshot<M extends AnyStateMachine> {
  value: StateValueFrom<M>;
  context: ContextFrom<M>;
  status: 'active' | 'done' | 'error' | 'stopped';
  hasTag(tag: TagsFrom<M>): boolean;
  can(event: EventFromLogic<M>): boolean;
  matches(value: StateValueFrom<M>): boolean;
}

/** A machine's initial snapshot as data: its state value, context, tags and the event types it accepts. */
export interface RestingData<M extends AnyStateMachine> {
  value: StateValueFrom<M>;
  context: ContextFrom<M>;
  tags: TagsFrom<M>[];
  /** The event types a bare event of which (`{ type }`) the initial state takes. */
  accepts: EventFromLogic<M>['type'][];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether state value `value` is in `parent` (XState's `matches`: a parent state's value matches its children's). */
function within(value: unknown, parent: unknown): boolean {
  if (typeof parent === 'string')
    return typeof value === 'string' ? value === parent : isObject(value) && parent in value;
  if (!isObject(parent) || !isObject(value)) return false;
  return Object.entries(parent).every(
    ([key, sub]) => value[key] !== undefined && (sub === undefined || within(value[key], sub)),
  );
}

/** The machine's resting snapshot from its data: what `useFlowSelector` reads until the actor has started. */
export function restingSnapshot<M extends AnyStateMachine>(data: RestingData<M>): FlowSnapshot<M> {
  const tags = new Set(data.tags);
  const accepts = new Set(data.accepts);
  return {
    value: data.value,
    context: data.context,
    status: 'active',
    hasTag: (tag) => tags.has(tag),
    can: (event) => accepts.has(event.type),
    matches: (parent) => within(data.value, parent),
  };
}
