// The Storybook state gallery covers the /flows catalogue (docs/architecture.md, "The component catalogue"): every
// machine has a gallery file (stories/gallery/<id>.gallery.tsx) or a reason in stories/gallery/not-shown.ts, and a
// gallery's stories (the states its graph paths rest in) show every state of the machine but the transient ones (left
// at once by an unguarded `always`) — so a new state that no
// path reaches, or a new machine without a gallery or a reason, fails here.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { projectRoot } from '../../server/env.ts';
import { flowGraph, type FlowNode } from '../../src/features/flows/flow-graph.ts';
import { galleryExportName, galleryKeyOf } from '../../src/features/flows/gallery-link.ts';
import { notShown } from '../../stories/gallery/not-shown.ts';
import type { MachinePathConfig } from '../support/machine-paths.ts';
import { loadMachines, loadPathConfigs } from '../support/machine-catalogue.ts';
import { galleryStates } from '../support/state-gallery.ts';

const galleryDir = join(projectRoot, 'stories/gallery');
const galleries = readdirSync(galleryDir)
  .filter((f) => f.endsWith('.gallery.tsx'))
  .map((f) => f.slice(0, -'.gallery.tsx'.length));

/** Every atomic or final state node of a machine's chart (what a designer can click in /flows). */
const leaves = (node: FlowNode): FlowNode[] =>
  node.children.length === 0 ? [node] : node.children.filter((c) => c.type !== 'history').flatMap(leaves);

let machines: Map<string, AnyStateMachine>;
let configs: MachinePathConfig[];
beforeAll(async () => {
  machines = await loadMachines();
  configs = await loadPathConfigs();
});

describe('state gallery', () => {
  it('has a gallery file or a reason for every machine of the catalogue, not both, and nothing else', () => {
    const ids = [...machines.keys()].sort();
    expect(ids.filter((id) => !galleries.includes(id) && !notShown[id])).toEqual([]);
    expect(ids.filter((id) => galleries.includes(id) && notShown[id])).toEqual([]);
    expect([...galleries, ...Object.keys(notShown)].filter((id) => !machines.has(id))).toEqual([]);
    expect(galleries.length).toBeGreaterThan(0);
  });

  it('shows every state of each gallery machine, and links each chart state to a story that exists', () => {
    for (const id of galleries) {
      const config = configs.find((c) => c.machine.id === id);
      expect(config, `${id}: graph-path config`).toBeDefined();
      const keys = galleryStates(config!).map((s) => s.key);
      const shown = new Set(keys.flatMap((k) => k.split('|')));
      const root = flowGraph(machines.get(id)!).root;
      // a transient state (left at once by an unguarded `always`) has no story: its link names where it settles
      const shownLeaves = leaves(root).filter((node) => !node.transient);
      const missing = shownLeaves
        .map((node) => node.id.split('.').slice(1).join('.'))
        .filter((path) => !shown.has(path));
      expect(missing, `${id}: states without a story`).toEqual([]);
      // the /flows link of a state names a story of the gallery
      for (const node of leaves(root)) expect(keys, `${id}: link of ${node.id}`).toContain(galleryKeyOf(root, node.id));
      expect(new Set(keys.map(galleryExportName)).size, `${id}: export names collide`).toBe(keys.length);
    }
  });

  it('has a file per gallery machine in stories/gallery', () => {
    for (const id of galleries) expect(existsSync(join(galleryDir, `${id}.gallery.tsx`))).toBe(true);
  });
});
