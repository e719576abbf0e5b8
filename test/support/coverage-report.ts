// `npm run machines:coverage [-- --json]`: transition coverage of every statechart in machines/ by the graph
// paths of test/machines/<flow>.paths.ts. Exits non-zero when a machine is below 100% or has no paths file.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { projectRoot } from '../../server/env.ts';
import {
  allTransitions,
  countStates,
  machineCoverage,
  type CoverageResult,
  type MachinePathConfig,
} from './machine-paths.ts';

const machinesDir = join(projectRoot, 'machines');
const pathsDir = join(projectRoot, 'test/machines');

const machines = new Map<string, AnyStateMachine>();
for (const file of readdirSync(machinesDir).filter((f) => f.endsWith('.machine.ts'))) {
  const mod = await import(pathToFileURL(join(machinesDir, file)).href);
  for (const value of Object.values(mod)) {
    if (value && typeof value === 'object' && 'root' in value && 'id' in value)
      machines.set((value as AnyStateMachine).id, value as AnyStateMachine);
  }
}

const configs: MachinePathConfig[] = [];
for (const file of readdirSync(pathsDir).filter((f) => f.endsWith('.paths.ts'))) {
  const mod = await import(pathToFileURL(join(pathsDir, file)).href);
  for (const value of Object.values(mod)) {
    if (value && typeof value === 'object' && 'machine' in value) configs.push(value as MachinePathConfig);
  }
}

const results: CoverageResult[] = [];
for (const [id, machine] of machines) {
  const config = configs.find((c) => c.machine.id === id);
  if (!config) {
    results.push({
      id,
      states: countStates(machine),
      transitions: allTransitions(machine).length,
      covered: 0,
      missing: ['(no test/machines/*.paths.ts config)'],
      paths: 0,
    });
    continue;
  }
  results.push(machineCoverage(config));
}
results.sort((a, b) => a.id.localeCompare(b.id));

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      Object.fromEntries(
        results.map((r) => [r.id, { states: r.states, transitions: r.transitions, covered: r.covered }]),
      ),
      null,
      2,
    ),
  );
} else {
  const rows = results.map((r) => [
    r.id,
    String(r.states),
    String(r.transitions),
    String(r.covered),
    `${((r.covered / Math.max(r.transitions, 1)) * 100).toFixed(0)}%`,
    String(r.paths),
  ]);
  const head = ['machine', 'states', 'transitions', 'covered', 'coverage', 'paths'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(head));
  rows.forEach((r) => console.log(line(r)));
  for (const r of results) if (r.missing.length) console.log(`\n${r.id} misses:\n  ${r.missing.join('\n  ')}`);
}
const failing = results.filter((r) => r.covered < r.transitions || r.transitions === 0);
if (failing.length) {
  console.error(
    `\n${failing.length} machine(s) below 100% transition coverage: ${failing.map((r) => r.id).join(', ')}`,
  );
  process.exit(1);
}
