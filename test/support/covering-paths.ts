// A small set of graph paths that together take every transition (greedy set cover over the shortest paths): what
// the view tests replay (docs/architecture.md, "Graph path tests"). The machine-level tests replay every path; a view
// replays each path through a rendered page, seconds per path, so it replays the fewest paths that still take every
// transition, rest in every state and show every event the flow emits, each one at least once.
import type { StatePath } from '@xstate/graph';
import type { EventObject } from 'xstate';
import { replay, stateKey, transitionPaths, type MachinePathConfig, type Replay } from './machine-paths.ts';

type Path = StatePath<any, EventObject>;

/**
 * Greedy set cover: the fewest candidates whose keys (transitions taken, and whatever else each replay must reach,
 * e.g. every draft or OPEN variant) together cover every key any candidate has; of equal gains, the shorter path.
 */
export function greedyCover<P extends { steps: readonly unknown[] }>(
  candidates: readonly { path: P; keys: Iterable<unknown> }[],
): P[] {
  const sets = candidates.map((c) => ({ path: c.path, keys: new Set(c.keys) }));
  const uncovered = new Set(sets.flatMap((c) => [...c.keys]));
  const chosen: P[] = [];
  while (uncovered.size) {
    let best: (typeof sets)[number] | null = null;
    let bestGain = 0;
    for (const c of sets) {
      let gain = 0;
      for (const k of c.keys) if (uncovered.has(k)) gain++;
      if (gain > bestGain || (gain === bestGain && gain > 0 && c.path.steps.length < best!.path.steps.length)) {
        best = c;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best.path);
    for (const k of best.keys) uncovered.delete(k);
  }
  return chosen;
}

/**
 * What a view shows of a replayed path, beyond the transitions it takes: each state it rests in and each event the
 * flow emits to the view (type and payload). A cover over these keys checks every screen and every toast, dialog or
 * navigation of the flow through the view at least once.
 */
export function shownKeys(run: Replay): string[] {
  const states = [run.start.after, ...run.steps.map((s) => s.after)].map((s) => `state:${stateKey(s)}#${s.status}`);
  const emitted = [run.start, ...run.steps].flatMap((s) =>
    s.emitted.map((e) => `emitted:${JSON.stringify(e, (_k, v: unknown) => (v instanceof Error ? v.message : v))}`),
  );
  return [...states, ...emitted];
}

/**
 * The fewest of `paths` (all transition paths unless given) that together take every transition those paths take
 * and reach every key of `keys` (default: none; `shownKeys` for a view) those paths reach.
 */
export function coveringPaths(
  config: MachinePathConfig,
  paths: Path[] = transitionPaths(config),
  keys: (run: Replay) => Iterable<string> = () => [],
): Path[] {
  return greedyCover(
    paths.map((path) => {
      const run = replay(config, path);
      return { path, keys: [...run.taken, ...keys(run)] };
    }),
  );
}

/**
 * The paths a view test replays: the fewest of `paths` (all transition paths unless given) that take every
 * transition, rest in every state and show every emitted event those paths do. Its check that they take every
 * transition of the machine (`machineCoverage(config, paths).missing`) keeps a path the view cannot drive from
 * dropping a transition unseen.
 */
export const viewPaths = (config: MachinePathConfig, paths: Path[] = transitionPaths(config)): Path[] =>
  coveringPaths(config, paths, shownKeys);
