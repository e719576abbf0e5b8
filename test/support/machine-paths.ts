// Graph path generation and transition coverage for the statecharts (docs/architecture.md, "Graph path tests").
//
// A flow's test file (`test/machines/<flow>.paths.ts`) exports a `MachinePathConfig`: the machine (with
// inert actors provided), its input, and payload variants per event type so every guarded branch can fire
// (including `xstate.done.actor.<id>` outputs and `xstate.error.actor.<id>` errors). From it:
//  - `transitionPaths` gives one shortest path per transition (states serialized by value + incoming edge),
//  - `replay` runs a path on a real actor and records, step by step, the snapshots, the transitions taken
//    (inspection microsteps, which include `always` transitions), the events emitted and the actors started:
//    the one replay that the coverage, the state checks, the test plans and the view tests share,
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
  return machine.provide({ actors: recordingActors(machine, { started: [] }) } as never) as M;
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

/** An actor the replay started: its name (`src`) and the input it was given. */
export interface Started {
  src: string;
  input: unknown;
}

/** One step of a replayed path: the snapshot before and after, and what the flow did on the way. */
export interface Step<M extends AnyStateMachine = AnyStateMachine> {
  before: SnapshotFrom<M>;
  event: EventObject;
  after: SnapshotFrom<M>;
  /** The transitions the step's microsteps took (`always` ones too). */
  taken: Set<AnyTransitionDefinition>;
  /** The events the flow emitted to its view. */
  emitted: EventObject[];
  /** The actors it started, with their input. */
  started: Started[];
}

export interface Replay<M extends AnyStateMachine = AnyStateMachine> {
  /** The flow as it started (initial microsteps, `always` at start included). */
  start: Omit<Step<M>, 'before' | 'event'>;
  steps: Step<M>[];
  /** Every transition the replay took, start included. */
  taken: Set<AnyTransitionDefinition>;
  /** Where the path rests. */
  final: SnapshotFrom<M>;
}

/** Every named actor replaced by one that records its input in `sink` and never settles (listeners: a callback that does nothing). */
function recordingActors(machine: AnyStateMachine, sink: { started: Started[] }) {
  return Object.fromEntries(
    Object.keys(machine.implementations.actors ?? {}).map((src) => [
      src,
      src.endsWith('Listener') || src.startsWith('listen')
        ? fromCallback(({ input }) => {
            sink.started.push({ src, input });
            return () => {};
          })
        : fromPromise(({ input }) => {
            sink.started.push({ src, input });
            return new Promise<never>(() => {});
          }),
    ]),
  );
}

interface Recorder {
  machine: AnyStateMachine;
  sink: { started: Started[] };
  /** `provide` builds new transition objects: each one of the recording machine → the same one of the machine. */
  original: Map<AnyTransitionDefinition, AnyTransitionDefinition>;
}

/** The recording machine of each machine, made once (a replay is synchronous: it points the sink at its own list). */
const recorders = new WeakMap<AnyStateMachine, Recorder>();
function recording(machine: AnyStateMachine): Recorder {
  let recorder = recorders.get(machine);
  if (!recorder) {
    const sink = { started: [] as Started[] };
    const provided = machine.provide({ actors: recordingActors(machine, sink) } as never);
    const mine = allTransitions(machine);
    const theirs = allTransitions(provided);
    const same = (a: TransitionInfo, b: TransitionInfo) => a.id === b.id && a.label === b.label;
    if (theirs.length !== mine.length || theirs.some((t, i) => !same(t, mine[i]!)))
      throw new Error(`${machine.id}: the recording machine's transitions differ from the machine's`);
    const original = new Map(theirs.map((t, i) => [t.transition, mine[i]!.transition]));
    recorder = { machine: provided, sink, original };
    recorders.set(machine, recorder);
  }
  return recorder;
}

/**
 * The one path replay: runs a path (its events; `xstate.init` skipped) on a real actor of the machine whose named
 * actors record their input and never settle (the path drives their done / error events), and records per step the
 * snapshot before and after, the transitions taken, the events emitted to the view and the actors started. The
 * coverage, the state checks, the test plans and the view replays all read it.
 */
export function replay<M extends AnyStateMachine>(
  config: { machine: M; input?: unknown },
  path: { steps: readonly { event: EventObject }[] },
): Replay<M> {
  let taken = new Set<AnyTransitionDefinition>();
  const all = new Set<AnyTransitionDefinition>();
  const started: Started[] = [];
  const emitted: EventObject[] = [];
  const recorder = recording(config.machine);
  recorder.sink.started = started;
  const actor = createActor(recorder.machine as M, {
    input: config.input as never,
    inspect: (ev) => {
      // The root actor (no parent); comparing with `actor` would miss the initial microsteps (`always` at start),
      // which are inspected while createActor is still running.
      if (ev.type === '@xstate.microstep' && !(ev.actorRef as any)._parent)
        for (const t of (ev as any)._transitions as AnyTransitionDefinition[]) {
          const original = recorder.original.get(t) ?? t;
          taken.add(original);
          all.add(original);
        }
    },
  });
  actor.on('*', (e: EventObject) => void emitted.push(e));
  actor.start();
  const snapshot = () => actor.getSnapshot() as SnapshotFrom<M>;
  const start = { after: snapshot(), taken, emitted: [...emitted], started: [...started] };
  const steps: Step<M>[] = [];
  let before = start.after;
  for (const { event } of path.steps) {
    if (event.type === 'xstate.init') continue;
    taken = new Set();
    started.length = 0;
    emitted.length = 0;
    actor.send(event as never);
    const after = snapshot();
    steps.push({ before, event, after, taken, emitted: [...emitted], started: [...started] });
    before = after;
  }
  actor.stop();
  return { start, steps, taken: all, final: before };
}

/** The steps of a replayed path (see `replay`). */
export const replaySteps = <M extends AnyStateMachine>(
  config: { machine: M; input?: unknown },
  path: { steps: readonly { event: EventObject }[] },
) => replay(config, path).steps;

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
  for (const path of paths) for (const t of replay(config, path).taken) taken.add(t);
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
  const check = (after: string, snapshot: Snapshot) => {
    const key = stateKey(snapshot);
    const expected = expectations[key];
    if (!expected) return void problems.push(`${after}: no expectation declared for state ${key}`);
    const tags = [...snapshot.tags].sort();
    if (expected.tags && JSON.stringify(tags) !== JSON.stringify([...expected.tags].sort()))
      problems.push(`${after}: ${key} has tags [${tags.join(', ')}], expected [${expected.tags.join(', ')}]`);
    if (expected.holds && !expected.holds(snapshot.context))
      problems.push(`${after}: ${key} context ${JSON.stringify(snapshot.context)} breaks its rule`);
  };
  const { start, steps } = replay(config, path);
  check('start', start.after);
  for (const step of steps) check(step.event.type, step.after);
  return problems;
}
