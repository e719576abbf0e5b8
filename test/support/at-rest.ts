// A flow's views read its state from an "at rest" stand-in until the statechart (and XState) has loaded
// (src/ui/actor-later.tsx, useLaterSelector): the stand-in must answer as the machine's own initial snapshot does.
import { createActor, type AnyStateMachine, type AnyStateNode } from 'xstate';

interface AtRest {
  context: unknown;
  hasTag(tag: never): boolean;
  can?(event: never): boolean;
}

const tagsOf = (node: AnyStateNode): string[] => [...node.tags, ...Object.values(node.states).flatMap(tagsOf)];
const eventsOf = (node: AnyStateNode): string[] => [...node.ownEvents, ...Object.values(node.states).flatMap(eventsOf)];

/**
 * Where `atRest` differs from `machine`'s initial snapshot (started with `input`): every tag of the machine, every
 * event it names (when the stand-in answers `can`) and the context. Empty when they agree.
 */
export function atRestMismatches(machine: AnyStateMachine, atRest: AtRest, input?: unknown) {
  const initial = createActor(machine, { input }).getSnapshot();
  const tags = [...new Set(tagsOf(machine.root))];
  const events = [...new Set(eventsOf(machine.root))].filter((type) => !type.startsWith('xstate.'));
  return [
    ...tags.filter((tag) => atRest.hasTag(tag as never) !== initial.hasTag(tag)).map((tag) => `tag ${tag}`),
    ...(atRest.can
      ? events.filter((type) => atRest.can!({ type } as never) !== initial.can({ type })).map((t) => `can ${t}`)
      : []),
    ...(JSON.stringify(atRest.context) === JSON.stringify(initial.context) ? [] : ['context']),
  ];
}
