// The state gallery (Storybook, docs/architecture.md "The component catalogue"): one story per state a machine's graph
// paths rest in, each reached by the shortest of the transition paths the tests walk (`transitionPaths`), replayed on
// the machine with inert actors (`replay`). The story hands the snapshot it ends in to the real view's actor, which
// resumes from it (src/features/flows/gallery-link.ts names the stories the /flows viewer links to).
import type { StatePath } from '@xstate/graph';
import type { AnyStateMachine, EventObject, Snapshot } from 'xstate';
import { galleryExportName } from '../../src/features/flows/gallery-link.ts';
import { replay, stateKey, transitionPaths, type MachinePathConfig } from './machine-paths.ts';

export interface GalleryState {
  /** The state as dotted paths (`otp.entering`; parallel regions joined by `|`). */
  key: string;
  /** The story's export name in the machine's gallery file. */
  exportName: string;
  /** The shortest transition path that rests in it. */
  path: StatePath<any, EventObject>;
}

/** Every state the machine's transition paths rest in (the initial one first), each with the shortest path to it. */
export function galleryStates(config: MachinePathConfig): GalleryState[] {
  const shortest = new Map<string, StatePath<any, EventObject>>();
  for (const path of transitionPaths(config)) {
    const key = stateKey(path.state);
    const known = shortest.get(key);
    if (!known || path.steps.length < known.steps.length) shortest.set(key, path);
  }
  return [...shortest.entries()]
    .sort(([a, p], [b, q]) => p.steps.length - q.steps.length || a.localeCompare(b))
    .map(([key, path]) => ({ key, exportName: galleryExportName(key), path }));
}

/** The snapshot a gallery state's path ends in, as the view's actor restores it (`createActor(…, { snapshot })`). */
export function gallerySnapshot(config: MachinePathConfig, state: GalleryState): Snapshot<unknown> {
  const { final } = replay(config, state.path);
  return (config.machine as AnyStateMachine).getPersistedSnapshot(final) as Snapshot<unknown>;
}
