// `npm run paths -- [machine…] [--format md|json|gherkin] [--out dir]`: test plans for QA, one per transition,
// from the graph and the path generator the machine tests use (test/support/test-plans.ts), worded by each
// machine's steps table (test/machines/<flow>.steps.ts). Writes test-plans/<machine>.<md|json|feature>
// (git-ignored) and prints the plan count per machine. Exits non-zero when a machine has no steps table, its
// table misses events, or a transition has no plan.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../server/env.ts';
import { loadMachines, loadPathConfigs, loadStepTables } from '../test/support/machine-catalogue.ts';
import { checkSteps, testPlans, type TestPlan } from '../test/support/test-plans.ts';
import { flowGraph } from '../src/features/flows/flow-graph.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: 'string', default: 'md' },
    out: { type: 'string', default: join(projectRoot, 'test-plans') },
  },
});
const format = values.format as string;
if (!['md', 'json', 'gherkin'].includes(format)) {
  console.error(`--format must be md, json or gherkin (got ${format})`);
  process.exit(2);
}

const machines = await loadMachines();
const configs = await loadPathConfigs();
const tables = await loadStepTables();
const wanted = positionals.length ? positionals : [...machines.keys()].sort();
const unknown = wanted.filter((id) => !machines.has(id));
if (unknown.length) {
  console.error(`No machine ${unknown.join(', ')} (machines: ${[...machines.keys()].sort().join(', ')})`);
  process.exit(2);
}

const quote = (text: string) => text.replace(/\|/g, '\\|');

function markdown(id: string, description: string, plans: TestPlan[]): string {
  const lines = [`# ${id}: ${plans.length} test plans (one per transition)`, '', description, ''];
  plans.forEach((plan, i) => {
    lines.push(`## ${i + 1}. ${plan.transition}${plan.guard ? ` [${plan.guard}]` : ''}`, '');
    lines.push('| | step |', '|---|---|');
    lines.push(`| Given | the flow starts |`);
    for (const step of plan.setup) lines.push(`| And | ${quote(step.text)} |`);
    for (const text of plan.given) lines.push(`| And | the screen shows: ${quote(text)} (\`${plan.from}\`) |`);
    lines.push(`| When | ${quote(plan.when?.text ?? 'the flow starts')} |`);
    plan.then.forEach((text, j) => lines.push(`| ${j ? 'And' : 'Then'} | ${quote(text)} (\`${plan.to}\`) |`));
    if (plan.tags.length)
      lines.push(`| And | the view reads the tags ${plan.tags.map((t) => `\`${t}\``).join(', ')} |`);
    lines.push('');
  });
  return lines.join('\n');
}

function gherkin(id: string, description: string, plans: TestPlan[]): string {
  const lines = [`Feature: ${id}`, `  ${description}`, ''];
  plans.forEach((plan, i) => {
    lines.push(`  Scenario: ${i + 1}. ${plan.transition}${plan.guard ? ` [${plan.guard}]` : ''}`);
    lines.push('    Given the flow starts');
    for (const step of plan.setup) lines.push(`    And ${step.text}`);
    for (const text of plan.given) lines.push(`    And the screen shows: ${text}`);
    lines.push(`    When ${plan.when?.text ?? 'the flow starts'}`);
    plan.then.forEach((text, j) => lines.push(`    ${j ? 'And' : 'Then'} the screen shows: ${text}`));
    if (plan.tags.length) lines.push(`    And the view reads the tags ${plan.tags.join(', ')}`);
    lines.push('');
  });
  return lines.join('\n');
}

const outDir = resolve(values.out as string);
mkdirSync(outDir, { recursive: true });
let failed = false;
const counts: string[] = [];
for (const id of wanted) {
  const machine = machines.get(id)!;
  const config = configs.find((c) => c.machine.id === id);
  const steps = tables.get(id);
  const { missing, unknown: stale } = checkSteps(machine, steps);
  if (!config || !steps || missing.length || stale.length) {
    failed = true;
    // The /flows viewer still draws the machine (with no test paths).
    if (format === 'json')
      writeFileSync(
        join(outDir, `${id}.json`),
        JSON.stringify({
          machine: id,
          description: machine.root.description ?? '',
          graph: flowGraph(machine),
          plans: [],
        }),
      );
    if (!config) console.error(`${id}: no test/machines/*.paths.ts config`);
    if (!steps) console.error(`${id}: no steps table (test/machines/${id}.steps.ts)`);
    if (missing.length) console.error(`${id}: the steps table has no words for ${missing.join(', ')}`);
    if (stale.length)
      console.error(`${id}: the steps table names events the machine does not have: ${stale.join(', ')}`);
    continue;
  }
  const { plans, uncovered, transitions } = testPlans(config, steps);
  if (uncovered.length) {
    failed = true;
    console.error(`${id}: no plan for ${uncovered.join('; ')}`);
  }
  const description = machine.root.description ?? '';
  const [ext, text] =
    format === 'json'
      ? ['json', JSON.stringify({ machine: id, description, transitions, graph: flowGraph(machine), plans }, null, 2)]
      : format === 'gherkin'
        ? ['feature', gherkin(id, description, plans)]
        : ['md', markdown(id, description, plans)];
  const file = join(outDir, `${id}.${ext}`);
  writeFileSync(file, text + '\n');
  counts.push(`${id.padEnd(20)} ${String(plans.length).padStart(4)} plans / ${transitions} transitions  → ${file}`);
}
console.log(counts.join('\n'));
if (failed) process.exit(1);
