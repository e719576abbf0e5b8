// Test plans for QA: one plan per transition, from the same graph (`allTransitions`) and the same
// path generator (`transitionPaths`) the graph-path tests use. A plan reads
//   Given  the state it starts from, in the words of the machine's `description`s (after the setup steps),
//   When   the user action (or system event) that fires the transition, from the machine's steps table
//          (test/machines/<flow>.steps.ts, beside its paths file),
//   Then   what the screen shows: the target state's descriptions and tags (or the table's `then` override).
// `npm run paths` writes them to test-plans/; test/machines/test-plans.test.ts keeps them complete and in step.
import type { StatePath } from '@xstate/graph';
import type { AnyStateMachine, AnyTransitionDefinition, EventObject, SnapshotFrom } from 'xstate';
import { allTransitions, replay, stateKey, transitionPaths, type MachinePathConfig } from './machine-paths.ts';

type Snapshot = SnapshotFrom<AnyStateMachine>;
type AnyEvent = EventObject & Record<string, unknown>;

/** The words for one step: fixed, or built from the event's payload (e.g. the typed text). */
export type StepText = string | ((event: AnyEvent) => string);

/**
 * A machine's event → UI-step table (test/machines/<flow>.steps.ts). `when` must name every event the machine's
 * transitions react to that a person (or the page) sends; system events (an invoked call answering or failing,
 * a delay passing, `always`, a compound state finishing) have default words and may be overridden with the keys
 * `done:<invoke id>`, `error:<invoke id>`, `after:<delay>`.
 */
export interface FlowSteps {
  machine: string;
  when: Record<string, StepText>;
  /** What the screen shows in a state (key: dotted state value, e.g. `map.confirmed`), when the description is not enough. */
  then?: Record<string, string>;
}

export interface PlanStep {
  event: string;
  /** The step in words. */
  text: string;
  /** The event as the path sends it (with its payload). */
  sent: AnyEvent;
}

export interface TestPlan {
  machine: string;
  /** The transition, as the coverage report names it (`<source id> --<event>--> <target ids>`). */
  transition: string;
  /** `<source state id>|<event type>|<candidate index>`: names one transition, as the /flows viewer keys them. */
  key: string;
  /** The transition's event type (`always` for eventless transitions). */
  event: string;
  guard: string | null;
  /** Dotted state value before and after the step that takes the transition. */
  from: string;
  to: string;
  /** The steps that lead to the starting state (after the flow starts). */
  setup: PlanStep[];
  /** The descriptions of the starting state. */
  given: string[];
  /** The step that takes the transition (`null` when the flow takes it as it starts). */
  when: PlanStep | null;
  /** What the screen shows afterwards. */
  then: string[];
  tags: string[];
}

/** The table key for an event type: user events as they are, system events shortened. */
export function stepKey(type: string): string {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (match) return `${match[1]}:${match[2]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `after:${after[1]}`;
  return type;
}

/** Events the machine generates itself (answers of invoked calls, delays, a compound state finishing). */
export const isSystemEvent = (type: string) => type.startsWith('xstate.') || type === 'always';

function defaultSystemText(type: string): string {
  const key = stepKey(type);
  const [kind, name] = key.split(':');
  if (kind === 'done' && name) return `the call "${name}" answers`;
  if (kind === 'error' && name) return `the call "${name}" fails`;
  if (kind === 'after' && name) return `the delay "${name}" passes`;
  if (type.startsWith('xstate.done.state.')) return 'every part of the state has finished';
  return type;
}

/** The user events a machine's transitions react to, which its steps table must word. */
export function userEvents(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const t of allTransitions(machine))
    if (t.label !== 'always' && !isSystemEvent(t.transition.eventType)) types.add(t.transition.eventType);
  return [...types].sort();
}

/** What a steps table lacks (user events without words) and names that the machine no longer has. */
export function checkSteps(machine: AnyStateMachine, steps: FlowSteps | undefined) {
  const needed = userEvents(machine);
  const known = new Set(
    allTransitions(machine).map((t) => stepKey(t.label === 'always' ? 'always' : t.transition.eventType)),
  );
  return {
    missing: needed.filter((type) => !steps?.when[type]),
    unknown: Object.keys(steps?.when ?? {}).filter((key) => !known.has(key)),
  };
}

function stepText(steps: FlowSteps, event: AnyEvent): string {
  const text = steps.when[stepKey(event.type)];
  if (typeof text === 'function') return text(event);
  if (text) return text;
  if (isSystemEvent(event.type)) return defaultSystemText(event.type);
  throw new Error(`${steps.machine}: the steps table has no words for ${event.type}`);
}

const planStep = (steps: FlowSteps, event: AnyEvent): PlanStep => ({
  event: event.type,
  text: stepText(steps, event),
  sent: event,
});

/** The descriptions of the active leaf states, outermost first for each region. */
function describe(snapshot: Snapshot): string[] {
  const nodes = ((snapshot as any)._nodes as any[]).filter((n) => n.type === 'atomic' || n.type === 'final');
  return nodes.map((n) => n.description ?? n.id);
}

interface StepRecord {
  before: Snapshot;
  after: Snapshot;
  event: AnyEvent;
  taken: Set<AnyTransitionDefinition>;
}

/** A path's replay as records: the start (event `xstate.init`), then one per step. */
function replayRecords(config: MachinePathConfig, path: StatePath<Snapshot, EventObject>): StepRecord[] {
  const { start, steps } = replay(config, path);
  return [
    { before: start.after, after: start.after, event: { type: 'xstate.init' }, taken: start.taken },
    ...steps.map(({ before, after, event, taken }) => ({ before, after, event: event as AnyEvent, taken })),
  ];
}

/** A transition's key: source state id, event type and its index among that state's candidates for the event. */
export function transitionKey(transition: AnyTransitionDefinition, always: boolean): string {
  const source = transition.source as unknown as {
    id: string;
    always?: AnyTransitionDefinition[];
    transitions: Map<string, AnyTransitionDefinition[]>;
  };
  const candidates = always ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  return `${source.id}|${always ? 'always' : transition.eventType}|${candidates.indexOf(transition)}`;
}

const tagsOf = (s: Snapshot) => [...s.tags].sort();

/** One plan per transition of the machine; `uncovered` lists the transitions no generated path takes. */
export function testPlans(config: MachinePathConfig, steps: FlowSteps) {
  const transitions = allTransitions(config.machine);
  const best = new Map<AnyTransitionDefinition, { records: StepRecord[]; index: number }>();
  for (const path of transitionPaths(config)) {
    const records = replayRecords(config, path);
    records.forEach((record, index) => {
      for (const t of record.taken) {
        const current = best.get(t);
        if (!current || index < current.index) best.set(t, { records, index });
      }
    });
  }
  const plans: TestPlan[] = [];
  const uncovered: string[] = [];
  for (const info of transitions) {
    const found = best.get(info.transition);
    if (!found) {
      uncovered.push(info.id);
      continue;
    }
    const record = found.records[found.index];
    const guard = info.transition.guard;
    plans.push({
      machine: config.machine.id,
      key: transitionKey(info.transition, info.label === 'always'),
      transition: info.id,
      event: info.label === 'always' ? 'always' : info.transition.eventType,
      guard: guard ? (typeof guard === 'string' ? guard : ((guard as { type?: string }).type ?? 'inline guard')) : null,
      from: stateKey(record.before),
      to: stateKey(record.after),
      setup: found.records.slice(1, found.index).map((r) => planStep(steps, r.event)),
      given: describe(record.before),
      when: found.index === 0 ? null : planStep(steps, record.event),
      then: steps.then?.[stateKey(record.after)] ? [steps.then[stateKey(record.after)]] : describe(record.after),
      tags: tagsOf(record.after),
    });
  }
  return { plans, uncovered, transitions: transitions.length };
}

/** Sends a plan's steps to a fresh actor (inert actors) and returns where it ends: plans stay in step with the machine. */
export function replayPlan(config: MachinePathConfig, plan: TestPlan): string {
  const steps = [...plan.setup, ...(plan.when ? [plan.when] : [])].map((step) => ({ event: step.sent }));
  return stateKey(replay(config, { steps }).final);
}
