#!/usr/bin/env node
// `npm test [-- step…]`: the whole suite, step by step, each step's wall time printed when it ends and all of them in a
// summary at the end. typecheck, lint, format:check and machines:coverage are CPU-bound and single-threaded: they run
// side by side (their output is shown when each ends). Then the bundle budget builds the SPA once (the e2e run reuses
// that build), and test:unit and test:e2e run side by side, their lines streamed with the step's name in front: the unit files keep
// both cores busy only part of the time (a view test waits for the page, a server test for its database), and the e2e
// run waits on a browser and its servers most of the time, so each fills the other's gaps (on a quiet 2-core machine
// one after the other took 781 s + 1,043 s). A failed step stops the run after its group (the steps side by side all
// finish first, so one run reports all of their problems).
//
//   npm test                              every step
//   npm test -- lint test:unit            only the named steps (in the suite's order)
//
// With CI_TIMINGS=<file> (set by .ci/run), each step's name, seconds and outcome are appended to that file, one
// tab-separated line per step, for the CI summary.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

/** The suite: each entry a step (an npm script) or a group of steps run side by side. */
const suite = [['typecheck', 'lint', 'format:check', 'machines:coverage'], 'test:budget', ['test:unit', 'test:e2e']];
/** Side-by-side steps whose output is streamed line by line (prefixed with the step) instead of shown at their end. */
const streamed = new Set(['test:unit', 'test:e2e']);

const seconds = (ms) => (ms / 1000).toFixed(1);

/** Writes each complete line of a stream with `prefix` in front. */
function prefixLines(stream, prefix) {
  let rest = '';
  stream.on('data', (d) => {
    const lines = (rest + d).split('\n');
    rest = lines.pop();
    for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
}

/**
 * Runs `npm run <step>`; `quiet` buffers its output and returns it instead of streaming it; `prefix` streams it with
 * that in front of each line.
 */
function runStep(step, { quiet, prefix }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const piped = quiet || prefix;
    const child = spawn('npm', ['run', '--silent', step], { stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (prefix) {
      prefixLines(child.stdout, prefix);
      prefixLines(child.stderr, prefix);
    } else {
      child.stdout?.on('data', (d) => (output += d));
      child.stderr?.on('data', (d) => (output += d));
    }
    child.on('close', (code, signal) =>
      resolve({ step, ok: code === 0, code: code ?? signal, ms: performance.now() - started, output }),
    );
  });
}

function record(result) {
  const mark = result.ok ? 'ok' : `FAILED (${result.code})`;
  console.log(`\n⏱  ${result.step}: ${seconds(result.ms)} s ${mark}\n`);
  if (process.env.CI_TIMINGS)
    appendFileSync(process.env.CI_TIMINGS, `${result.step}\t${seconds(result.ms)}\t${result.ok ? 'ok' : 'FAILED'}\n`);
}

const wanted = process.argv.slice(2);
const known = suite.flat();
const unknown = wanted.filter((s) => !known.includes(s));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. The steps: ${known.join(', ')}.`);
  process.exit(2);
}
const plan = suite
  .map((entry) => [entry].flat().filter((step) => !wanted.length || wanted.includes(step)))
  .filter((group) => group.length);

const started = performance.now();
const results = [];
let failed = false;
for (const group of plan) {
  const side = group.length > 1;
  if (side) console.log(`▶ ${group.join(' | ')} (side by side)`);
  const done = await Promise.all(
    group.map((step) =>
      runStep(step, {
        quiet: side && !streamed.has(step),
        prefix: side && streamed.has(step) ? `[${step}] ` : undefined,
      }).then((result) => {
        if (side && !streamed.has(step)) process.stdout.write(`\n── ${step} ──\n${result.output}`);
        record(result);
        return result;
      }),
    ),
  );
  results.push(...done);
  if (done.some((r) => !r.ok)) {
    failed = true;
    break;
  }
}
const total = performance.now() - started;
const skipped = plan.flat().filter((step) => !results.some((r) => r.step === step));
console.log('\nnpm test — wall time per step');
for (const r of results)
  console.log(`  ${r.step.padEnd(18)} ${seconds(r.ms).padStart(7)} s  ${r.ok ? 'ok' : 'FAILED'}`);
for (const step of skipped) console.log(`  ${step.padEnd(18)}       –    not run (an earlier step failed)`);
console.log(`  ${'total'.padEnd(18)} ${seconds(total).padStart(7)} s  ${failed ? 'FAILED' : 'ok'}`);
process.exit(failed ? 1 : 0);
