// What the viewer draws: every statechart in machines/, as the build read it (flowGraph of each machine, computed by
// `npm run paths -- --format json` in scripts/vite-flows.mjs) with the QA test plans generated from the graph-path
// tests (one per covered transition).
import type { FlowGraph } from './flow-graph.ts';

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

/** Per machine id: its graph (flowGraph, computed at build time), description and generated test plans. */
export type FlowPlans = Record<string, { description: string | null; graph: FlowGraph; plans: ViewerPlan[] }>;

export interface FlowEntry {
  id: string;
  description: string | null;
  graph: FlowGraph;
  /** Plans by transition key. */
  plans: Map<string, ViewerPlan>;
  /** Transitions with a plan. */
  covered: number;
}

export function flowEntries(flows: FlowPlans): FlowEntry[] {
  return Object.entries(flows)
    .map(([id, { description, graph, plans }]) => {
      const byKey = new Map(plans.map((plan) => [plan.key, plan]));
      const keys = new Set(graph.edges.map((e) => e.key));
      return { id, description, graph, plans: byKey, covered: [...keys].filter((key) => byKey.has(key)).length };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}
