// A small set of graph paths that together take every transition (greedy set cover over the shortest paths):
// what the auth tests replay, at machine level and through the views.
import type { StatePath } from '@xstate/graph';
import type { AnyTransitionDefinition, EventObject } from 'xstate';
import { replayPath, transitionPaths, type MachinePathConfig } from './machine-paths.ts';

type Path = StatePath<any, EventObject>;

export function coveringPaths(config: MachinePathConfig, paths: Path[] = transitionPaths(config)): Path[] {
  const takenBy = paths.map((path) => ({ path, taken: replayPath(config, path).taken }));
  const uncovered = new Set<AnyTransitionDefinition>(takenBy.flatMap((p) => [...p.taken]));
  const chosen: Path[] = [];
  while (uncovered.size) {
    let best = takenBy[0];
    let bestGain = -1;
    for (const candidate of takenBy) {
      let gain = 0;
      for (const t of candidate.taken) if (uncovered.has(t)) gain++;
      // prefer more new transitions, then shorter paths
      if (gain > bestGain || (gain === bestGain && gain > 0 && candidate.path.steps.length < best.path.steps.length)) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (bestGain <= 0) break;
    chosen.push(best.path);
    for (const t of best.taken) uncovered.delete(t);
  }
  return chosen;
}
