// A small set of graph paths that together take every transition (greedy set cover over the shortest paths):
// what the auth tests replay, at machine level and through the views.
import type { StatePath } from '@xstate/graph';
import type { EventObject } from 'xstate';
import { replay, transitionPaths, type MachinePathConfig } from './machine-paths.ts';

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

/** The fewest of `paths` (all transition paths unless given) that together take every transition. */
export function coveringPaths(config: MachinePathConfig, paths: Path[] = transitionPaths(config)): Path[] {
  return greedyCover(paths.map((path) => ({ path, keys: replay(config, path).taken })));
}
