// What the viewer draws: every statechart in machines/ (the files themselves, nothing copied) and, per machine,
// the QA test plans the build generated from the graph-path tests (one per covered transition).
import type { AnyStateMachine } from 'xstate';
import { flowGraph, type FlowGraph } from './flow-graph.ts';

/** One generated test plan, as the viewer shows it (scripts/vite-flows.mjs trims `npm run paths` JSON to this). */
export interface ViewerPlan {
  key: string;
  transition: string;
  guard: string | null;
  from: string;
  to: string;
  setup: string[];
  given: string[];
  when: string | null;
  then: string[];
  tags: string[];
}

export type FlowPlans = Record<string, { transitions: number; plans: ViewerPlan[] }>;

export interface FlowEntry {
  id: string;
  description: string | null;
  graph: FlowGraph;
  /** Plans by transition key. */
  plans: Map<string, ViewerPlan>;
  /** Transitions with a plan. */
  covered: number;
}

export function flowEntries(machines: AnyStateMachine[], plans: FlowPlans): FlowEntry[] {
  return machines
    .map((machine) => {
      const graph = flowGraph(machine);
      const byKey = new Map((plans[machine.id]?.plans ?? []).map((plan) => [plan.key, plan]));
      const keys = new Set(graph.edges.map((e) => e.key));
      return {
        id: machine.id,
        description: machine.root.description ?? null,
        graph,
        plans: byKey,
        covered: [...keys].filter((key) => byKey.has(key)).length,
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  !!value && typeof value === 'object' && 'root' in value && 'id' in value;

/** Every machine exported by machines/*.machine.ts. */
export function allMachines(): AnyStateMachine[] {
  const modules = import.meta.glob<Record<string, unknown>>('../../../machines/*.machine.ts', { eager: true });
  return Object.values(modules).flatMap((mod) => Object.values(mod).filter(isMachine));
}
