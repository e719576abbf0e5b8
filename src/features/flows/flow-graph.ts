// A machine as a graph for the /flows viewer: its state nodes (compound, parallel, final; initial marked) and one
// edge per transition target, labelled with the event (delays and invoked calls in words), the guard, and keyed
// like the QA test plans (`<source id>|<event>|<index among the state's candidates>`).
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export type FlowNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface FlowNode {
  id: string;
  /** The state's own key (`confirmed`); the machine id for the root. */
  name: string;
  type: FlowNodeType;
  description: string | null;
  tags: string[];
  initial: boolean;
  /** A region of a parallel state. */
  region: boolean;
  /** Left at once by an unguarded eventless transition (`always`): no snapshot rests in it. */
  transient: boolean;
  children: FlowNode[];
}

export interface FlowEdge {
  /** One per target of a transition: `${key}#${targetIndex}`. */
  id: string;
  /** The transition's key (shared by its targets). */
  key: string;
  source: string;
  target: string;
  event: string;
  guard: string | null;
  /** `event [guard]`, as drawn. */
  label: string;
}

export interface FlowGraph {
  root: FlowNode;
  edges: FlowEdge[];
  states: number;
  transitions: number;
}

type Node = AnyStateNode & {
  transitions: Map<string, AnyTransitionDefinition[]>;
  always?: AnyTransitionDefinition[];
};

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') return guard.name || 'guard';
  return 'guard';
}

/** The event of a transition in words: `LOCATE`, `after geolocationTimeout (5000 ms)`, `done: geolocate`. */
export function eventLabel(type: string, delays: Record<string, unknown> = {}): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) {
    const delay = delays[after[1]];
    return typeof delay === 'number' ? `after ${after[1]} (${delay} ms)` : `after ${after[1]}`;
  }
  if (type.startsWith('xstate.done.state.')) return 'done';
  return type;
}

export function flowGraph(machine: AnyStateMachine): FlowGraph {
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const edges: FlowEdge[] = [];
  let states = 0;
  const keys = new Set<string>();

  const visit = (node: Node, parent: Node | null): FlowNode => {
    if (parent) states++;
    const add = (transition: AnyTransitionDefinition, event: string, index: number) => {
      const key = `${node.id}|${event}|${index}`;
      keys.add(key);
      const guard = guardName(transition.guard);
      const label = `${eventLabel(event, delays)}${guard ? ` [${guard}]` : ''}`;
      const targets = transition.target?.length ? transition.target : [node];
      targets.forEach((target: AnyStateNode, i: number) =>
        edges.push({ id: `${key}#${i}`, key, source: node.id, target: target.id, event, guard, label }),
      );
    };
    for (const [event, candidates] of node.transitions) candidates.forEach((t, i) => add(t, event, i));
    node.always?.forEach((t, i) => add(t, 'always', i));
    const children = Object.values(node.states) as Node[];
    return {
      id: node.id,
      name: parent ? node.key : machine.id,
      type: node.type as FlowNodeType,
      description: node.description ?? null,
      tags: [...node.tags],
      initial: !!parent && parent.type === 'compound' && parent.initial?.target?.[0]?.id === node.id,
      region: parent?.type === 'parallel',
      transient: !!node.always?.some((t) => !t.guard),
      children: children.map((child) => visit(child, node)),
    };
  };

  const root = visit(machine.root as Node, null);
  return { root, edges, states, transitions: keys.size };
}
