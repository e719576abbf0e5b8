// Graph path generation and transition coverage for the statecharts (docs/architecture.md, "Graph path tests").
//
// A flow's test file (`test/machines/<flow>.paths.ts`) exports a `MachinePathConfig`: the machine (with
// inert actors provided), its input, and payload variants per event type so every guarded branch can fire
// (including `xstate.done.actor.<id>` outputs and `xstate.error.actor.<id>` errors). From it:
//  - `transitionPaths` gives one shortest path per transition (states serialized by value + incoming edge),
//  - `replayPath` runs a path on a real actor and records the transitions taken (inspection microsteps,
//    which include `always` transitions),
//  - `machineCoverage` counts every transition of the machine (toDirectedGraph edges + `always`) and which
//    ones the paths take.
import {
  getShortestPaths,
  toDirectedGraph,
  serializeEvent,
  type StatePath,
  type DirectedGraphNode,
} from '@xstate/graph';
import {
  createActor,
  fromPromise,
  fromCallback,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';

type Snapshot = SnapshotFrom<AnyStateMachine>;
type Variant = Record<string, unknown>;

export interface MachinePathConfig {
  machine: AnyStateMachine;
  input?: unknown;
  /** Payload variants per event type (default: one event with no payload). May depend on the snapshot. */
  variants?: Record<string, Variant[] | ((snapshot: Snapshot) => Variant[])>;
  /** Extra key for state serialization, e.g. the context fields guards read. */
  serializeContext?: (context: any) => unknown;
  /** Event types never generated (e.g. events only sent by child actors you also vary). */
  skipEvents?: string[];
}

/** Replaces every named actor with one that never settles: paths drive done/error events explicitly. */
export function withInertActors<M extends AnyStateMachine>(machine: M): M {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors ?? {}).map((name) => [
      name,
      name.endsWith('Listener') || name.startsWith('listen')
        ? fromCallback(() => () => {})
        : fromPromise(() => new Promise(() => {})),
    ]),
  );
  return machine.provide({ actors } as never) as M;
}

/** Event types the active state nodes handle (their `on`, `after`, `onDone`, invoke done/error keys). */
function handledEventTypes(snapshot: Snapshot): string[] {
  const types = new Set<string>();
  for (const node of (snapshot as any)._nodes as any[]) {
    for (const type of node.transitions.keys()) if (type !== '*') types.add(type);
  }
  return [...types];
}

export function eventsFor(config: MachinePathConfig) {
  return (snapshot: Snapshot): EventObject[] => {
    if (snapshot.status !== 'active') return [];
    return handledEventTypes(snapshot)
      .filter((type) => !config.skipEvents?.includes(type))
      .flatMap((type) => {
        const v = config.variants?.[type];
        const variants = typeof v === 'function' ? v(snapshot) : (v ?? [{}]);
        return variants.map((variant) => ({ type, ...variant }) as EventObject);
      });
  };
}

const valueKey = (s: Snapshot | undefined) => (s ? JSON.stringify(s.value) + (s.status === 'done' ? '#done' : '') : '');

/** One shortest path per distinct (state, incoming event, previous state). */
export function transitionPaths(config: MachinePathConfig): StatePath<Snapshot, EventObject>[] {
  const ctxKey = (s: Snapshot) => (config.serializeContext ? JSON.stringify(config.serializeContext(s.context)) : '');
  return getShortestPaths(config.machine, {
    input: config.input,
    events: eventsFor(config),
    serializeState: (state: Snapshot, event: EventObject | undefined, prev?: Snapshot) =>
      `${valueKey(state)}${ctxKey(state)}|${event ? serializeEvent(event) : ''}|${valueKey(prev)}${prev ? ctxKey(prev) : ''}`,
  } as never) as StatePath<Snapshot, EventObject>[];
}

export interface TransitionInfo {
  id: string;
  transition: AnyTransitionDefinition;
  label: string;
}

function collectEdges(node: DirectedGraphNode, out: Map<AnyTransitionDefinition, TransitionInfo>) {
  for (const edge of node.edges) {
    if (!out.has(edge.transition))
      out.set(edge.transition, {
        id: `${edge.source.id} --${edge.transition.eventType}--> ${edge.transition.target?.map((t: any) => t.id).join(',') ?? '(self)'}`,
        transition: edge.transition,
        label: edge.transition.eventType,
      });
  }
  // `always` transitions are not in toDirectedGraph's edges.
  const always = (node.stateNode as any).always as AnyTransitionDefinition[] | undefined;
  always?.forEach((t, i) => {
    if (!out.has(t))
      out.set(t, {
        id: `${node.stateNode.id} --always[${i}]--> ${t.target?.map((x: any) => x.id).join(',') ?? '(self)'}`,
        transition: t,
        label: 'always',
      });
  });
  node.children.forEach((child) => collectEdges(child, out));
}

/** Every transition of the machine: toDirectedGraph edges plus `always` transitions. */
export function allTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const out = new Map<AnyTransitionDefinition, TransitionInfo>();
  collectEdges(toDirectedGraph(machine), out);
  return [...out.values()];
}

/** An actor of the config's machine that reports every transition its microsteps take (`always` and initial ones too). */
export function recordingActor(config: MachinePathConfig, onTransition: (transition: AnyTransitionDefinition) => void) {
  return createActor(config.machine, {
    input: config.input as never,
    inspect: (ev) => {
      // The root actor (no parent); comparing with `actor` would miss the initial microsteps (`always` at start),
      // which are inspected while createActor is still running.
      if (ev.type === '@xstate.microstep' && !(ev.actorRef as any)._parent)
        for (const t of (ev as any)._transitions) onTransition(t);
    },
  });
}

/** Runs a path on a real actor (inert actors) and returns the transitions it took and its final snapshot. */
export function replayPath(config: MachinePathConfig, path: StatePath<Snapshot, EventObject>) {
  const taken = new Set<AnyTransitionDefinition>();
  const actor = recordingActor(config, (t) => taken.add(t));
  actor.start();
  for (const step of path.steps) {
    if (step.event.type === 'xstate.init') continue;
    actor.send(step.event);
  }
  const final = actor.getSnapshot();
  actor.stop();
  return { taken, final };
}

export interface CoverageResult {
  id: string;
  states: number;
  transitions: number;
  covered: number;
  missing: string[];
  paths: number;
}

export function countStates(machine: AnyStateMachine): number {
  const walk = (node: any): number => 1 + Object.values(node.states ?? {}).reduce<number>((n, c) => n + walk(c), 0);
  return walk(machine.root) - 1; // the root is not a state of its own
}

export function machineCoverage(config: MachinePathConfig, paths = transitionPaths(config)): CoverageResult {
  const all = allTransitions(config.machine);
  const taken = new Set<AnyTransitionDefinition>();
  for (const path of paths) for (const t of replayPath(config, path).taken) taken.add(t);
  const missing = all.filter((t) => !taken.has(t.transition)).map((t) => t.id);
  return {
    id: config.machine.id,
    states: countStates(config.machine),
    transitions: all.length,
    covered: all.length - missing.length,
    missing,
    paths: paths.length,
  };
}

/** A readable name for a path: the events it sends. */
export const describePath = (path: StatePath<Snapshot, EventObject>) =>
  path.steps
    .map((s) => s.event.type)
    .filter((t) => t !== 'xstate.init')
    .join(' → ') || '(initial)';

/** What a test declares for one state (the state's value as a dotted path, e.g. `otp.entering`). */
export interface StateExpectation {
  /** The state's tags, exactly (views read them). */
  tags?: string[];
  /** What must hold of the context whenever the path rests in this state. */
  holds?: (context: any) => boolean;
}

/** A state's value as dotted paths (`otp.entering`; parallel regions joined by `|`). */
export const stateKey = (s: Snapshot) => {
  const walk = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => walk(v).map((rest) => `${k}.${rest}`));
  return walk(s.value).join('|');
};

/**
 * Replays a path step by step (inert actors) and checks, after every step, the state it rests in against the
 * expectations the test declares. Returns the mismatches (an undeclared state is one too).
 */
export function checkPath(
  config: MachinePathConfig,
  path: StatePath<Snapshot, EventObject>,
  expectations: Record<string, StateExpectation>,
): string[] {
  const problems: string[] = [];
  const actor = createActor(config.machine, { input: config.input as never });
  actor.start();
  const check = (after: string) => {
    const snapshot = actor.getSnapshot();
    const key = stateKey(snapshot);
    const expected = expectations[key];
    if (!expected) return void problems.push(`${after}: no expectation declared for state ${key}`);
    const tags = [...snapshot.tags].sort();
    if (expected.tags && JSON.stringify(tags) !== JSON.stringify([...expected.tags].sort()))
      problems.push(`${after}: ${key} has tags [${tags.join(', ')}], expected [${expected.tags.join(', ')}]`);
    if (expected.holds && !expected.holds(snapshot.context))
      problems.push(`${after}: ${key} context ${JSON.stringify(snapshot.context)} breaks its rule`);
  };
  check('start');
  for (const step of path.steps) {
    if (step.event.type === 'xstate.init') continue;
    actor.send(step.event);
    check(step.event.type);
  }
  actor.stop();
  return problems;
}
