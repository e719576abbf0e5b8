// `npm run machines:coverage [-- --json]`: transition coverage of every statechart in machines/ by the graph
// paths of test/machines/<flow>.paths.ts. Exits non-zero when a machine is below 100% or has no paths file.
import { allTransitions, countStates, machineCoverage, type CoverageResult } from './machine-paths.ts';
import { loadMachines, loadPathConfigs } from './machine-catalogue.ts';

const machines = await loadMachines();
const configs = await loadPathConfigs();

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
