// Stately import as a checked property: every machines/*.machine.ts, parsed by Stately's own
// extractor (@xstate/machine-extractor, the parser behind the Stately editor's "Import" and the VS Code extension),
// has exactly the states and transitions of the runtime machine, counted as the coverage report counts them
// (states below the root; toDirectedGraph edges + `always`), and the same transitions one by one (source state and
// event). A machine Stately cannot read (a spread, a computed key, a factory) fails here before a designer meets it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { allTransitions, countStates } from '../support/machine-paths.ts';
import { loadMachineFiles, machinesDir } from '../support/machine-catalogue.ts';
import { extractMachines, type ExtractedMachine } from '../support/stately-extractor.ts';

const files = await loadMachineFiles();

/** `source|event` of each transition as XState 5 names it at runtime. */
function extractedSignatures(machine: ExtractedMachine, id: string): string[] {
  return machine.transitions.map(({ fromPath, transitionPath }) => {
    const source = [id, ...fromPath].join('.');
    const [kind, key, third] = transitionPath;
    const event =
      kind === 'on'
        ? String(key)
        : kind === 'after'
          ? `xstate.after.${String(key)}.${source}`
          : kind === 'onDone'
            ? `xstate.done.state.${source}`
            : kind === 'always'
              ? 'always'
              : `xstate.${third === 'onDone' ? 'done' : 'error'}.actor.${machine.invokeIds.get(fromPath.join('.'))?.[Number(key)] ?? '(no id)'}`;
    return `${source}|${event}`;
  });
}

const stateIds = (node: AnyStateMachine['root']): string[] => [
  node.id,
  ...Object.values(node.states).flatMap((child) => stateIds(child)),
];

const runtimeSignatures = (machine: AnyStateMachine) =>
  allTransitions(machine).map(
    ({ transition, label }) => `${transition.source.id}|${label === 'always' ? 'always' : transition.eventType}`,
  );

describe('every machine imports into Stately as it runs', () => {
  it('finds the machine files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const { file, machines } of files) {
    describe(file, () => {
      const extracted = extractMachines(readFileSync(join(machinesDir, file), 'utf8'));

      it('holds one machine, which Stately finds with the same id', () => {
        expect(machines).toHaveLength(1);
        expect(extracted.map((m) => m.id)).toEqual(machines.map((m) => m.id));
      });

      const runtime = machines[0];
      const parsed = extracted[0];
      if (!runtime || !parsed) return;

      it('has the same number of states and transitions', () => {
        expect({ states: parsed.statePaths.length, transitions: parsed.transitions.length }).toEqual({
          states: countStates(runtime),
          transitions: allTransitions(runtime).length,
        });
      });

      it('has the same states and the same transitions (source and event)', () => {
        expect(parsed.statePaths.map((p) => [runtime.id, ...p].join('.')).sort()).toEqual(
          stateIds(runtime.root)
            .filter((id) => id !== runtime.id)
            .sort(),
        );
        expect(extractedSignatures(parsed, runtime.id).sort()).toEqual(runtimeSignatures(runtime).sort());
      });

      it('describes the machine and every state (Stately shows the descriptions)', () => {
        const undescribed = [...parsed.descriptions]
          .filter(([, text]) => !text?.trim())
          .map(([path]) => path || '(machine)');
        expect(undescribed).toEqual([]);
      });
    });
  }
});
