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

/**
 * Per machine id: its graph (flowGraph, computed at build time), description, the keys of the transitions a plan
 * covers, and its plans themselves, loaded when asked for (their texts are most of the viewer's data: each machine's
 * are a chunk of their own).
 */
export type FlowPlans = Record<
  string,
  { description: string | null; graph: FlowGraph; keys: string[]; load: () => Promise<ViewerPlan[]> }
>;

export interface FlowEntry {
  id: string;
  description: string | null;
  graph: FlowGraph;
  /** The transitions a plan covers. */
  planKeys: Set<string>;
  /** The plans, by transition key (loaded once). */
  loadPlans: () => Promise<Map<string, ViewerPlan>>;
  /** Transitions with a plan. */
  covered: number;
}

export function flowEntries(flows: FlowPlans): FlowEntry[] {
  return Object.entries(flows)
    .map(([id, { description, graph, keys, load }]) => {
      const planKeys = new Set(keys);
      const edges = new Set(graph.edges.map((e) => e.key));
      let loading: Promise<Map<string, ViewerPlan>> | undefined;
      const loadPlans = () =>
        (loading ??= load().then(
          (plans) => new Map(plans.map((plan) => [plan.key, plan])),
          (error: unknown) => {
            loading = undefined; // asked again next time
            throw error;
          },
        ));
      return { id, description, graph, planKeys, loadPlans, covered: [...edges].filter((k) => planKeys.has(k)).length };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}
