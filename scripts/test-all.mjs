#!/usr/bin/env node
// `npm test [-- step…]`: the whole suite, each step's wall time printed when it ends and all of them in a summary at
// the end. First the bundle budget builds the SPA once (the e2e run reuses that build). Then two lanes side by side:
// the e2e run, the longest step, starts at once; beside it typecheck, lint, format:check and machines:coverage run
// side by side (CPU-bound, single-threaded; their output shown when each ends), then the unit files, then the
// layout-integrity check and the crawl (`test:layout`, a Playwright run of their own beside the journeys). The e2e run waits
// on a browser and its servers most of the time and the other lane fills those gaps; starting it before the checks
// instead of after them takes their ~110 s off the end of the run. test:unit and test:e2e stream their lines with the
// step's name in front. A failed step stops its own lane; the other lane finishes, so one run reports all problems.
//
//   npm test                              every step
//   npm test -- lint test:unit            only the named steps (in the suite's order)
//
// Before any step runs (scripts/test-prerequisites.mjs): a machine without the PostgreSQL or the Chromium the wanted
// steps need is told in one line what to install, and the run ends (exit 1). `test:unit` without TEST_DATABASE_URL
// gets a throw-away PostgreSQL cluster (scripts/test-postgres.sh on a free port, in a temp directory) for its server-pg
// project, stopped and removed when the run ends: passed, failed, interrupted (Ctrl-C) or terminated. With
// TEST_DATABASE_URL set, that server is used.
//
// With CI_TIMINGS=<file> (set by .ci/run), each step's name, seconds and outcome are appended to that file, one
// tab-separated line per step, for the CI summary.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { constants } from 'node:os';
import { freePort } from '../bench/server.mjs';
import { machineHas, missingLine, needsOf, startCluster } from './test-prerequisites.mjs';

/**
 * The suite, a sequence: each entry a step (an npm script), an array of steps run side by side, or `{ lanes }`:
 * sequences run side by side.
 */
const suite = [
  'test:budget',
  { lanes: [['test:e2e'], [['typecheck', 'lint', 'format:check', 'machines:coverage'], 'test:unit', 'test:layout']] },
];
/** Steps whose output is streamed line by line (prefixed with the step) when others run beside them. */
const streamed = new Set(['test:unit', 'test:e2e', 'test:layout']);
/**
 * What a step is run with besides the environment: the journeys leave the layout check and the crawl to `test:layout`
 * (playwright.config.ts), which runs them on servers of its own port once the unit tests are done, beside the journeys.
 */
const stepEnv = { 'test:e2e': { E2E_LAYOUT: 'apart' }, 'test:layout': { E2E_PORT: '4373' } };

const seconds = (ms) => (ms / 1000).toFixed(1);
/** The steps' processes still running (sent the signal that ends this run). */
const running = new Set();

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
    const child = spawn('npm', ['run', '--silent', step], {
      stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...stepEnv[step] },
    });
    running.add(child);
    let output = '';
    if (prefix) {
      prefixLines(child.stdout, prefix);
      prefixLines(child.stderr, prefix);
    } else {
      child.stdout?.on('data', (d) => (output += d));
      child.stderr?.on('data', (d) => (output += d));
    }
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ step, ok: code === 0, code: code ?? signal, ms: performance.now() - started, output });
    });
  });
}

function record(result) {
  const mark = result.ok ? 'ok' : `FAILED (${result.code})`;
  console.log(`\n⏱  ${result.step}: ${seconds(result.ms)} s ${mark}\n`);
  if (process.env.CI_TIMINGS)
    appendFileSync(process.env.CI_TIMINGS, `${result.step}\t${seconds(result.ms)}\t${result.ok ? 'ok' : 'FAILED'}\n`);
}

const wanted = process.argv.slice(2);
/** Every step of a sequence, in order. */
const stepsOf = (sequence) =>
  sequence.flatMap((entry) => (entry.lanes ? entry.lanes.flatMap(stepsOf) : [entry].flat()));
const known = stepsOf(suite);
const unknown = wanted.filter((s) => !known.includes(s));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. The steps: ${known.join(', ')}.`);
  process.exit(2);
}
const keep = (step) => !wanted.length || wanted.includes(step);
/** The sequence with only the wanted steps: empty groups and lanes dropped, a single lane left run in line. */
function planOf(sequence) {
  return sequence.flatMap((entry) => {
    if (!entry.lanes) {
      const group = [entry].flat().filter(keep);
      return group.length ? [group] : [];
    }
    const lanes = entry.lanes.map(planOf).filter((lane) => lane.length);
    return lanes.length > 1 ? [{ lanes }] : (lanes[0] ?? []);
  });
}

const started = performance.now();
const results = [];

const needs = needsOf(known.filter(keep), process.env);
const missing = missingLine(needs, machineHas());
if (missing) {
  console.error(missing);
  process.exit(1);
}
if (needs.postgres) {
  console.log('▶ postgresql: a throw-away cluster for the server-pg tests (TEST_DATABASE_URL is not set)');
  const pgStarted = performance.now();
  let cluster;
  try {
    cluster = startCluster(await freePort());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  // The cluster goes however the run ends: `exit` covers a normal end and process.exit; a signal ends the steps first.
  process.on('exit', cluster.stop);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => {
      for (const child of running) child.kill(signal);
      cluster.stop();
      process.exit(128 + constants.signals[signal]);
    });
  process.env.TEST_DATABASE_URL = cluster.url;
  const result = { step: 'postgresql', ok: true, ms: performance.now() - pgStarted };
  console.log(`  ${cluster.url} (${cluster.dir}, removed at the end)`);
  record(result);
  results.push(result);
}

/** Runs a group of steps side by side (`beside`: other steps run meanwhile); resolves whether all passed. */
async function runGroup(group, beside) {
  const side = beside || group.length > 1;
  if (group.length > 1) console.log(`▶ ${group.join(' | ')} (side by side)`);
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
  return done.every((r) => r.ok);
}

/** Runs a sequence of groups and lanes; a failed entry ends it. Resolves whether all of it passed. */
async function runSequence(sequence, beside = false) {
  for (const entry of sequence) {
    const ok = entry.lanes
      ? (await Promise.all(entry.lanes.map((lane) => runSequence(lane, true)))).every(Boolean)
      : await runGroup(entry, beside);
    if (!ok) return false;
  }
  return true;
}

const failed = !(await runSequence(planOf(suite)));
const total = performance.now() - started;
const skipped = known.filter((step) => keep(step) && !results.some((r) => r.step === step));
console.log('\nnpm test — wall time per step');
for (const r of results)
  console.log(`  ${r.step.padEnd(18)} ${seconds(r.ms).padStart(7)} s  ${r.ok ? 'ok' : 'FAILED'}`);
for (const step of skipped) console.log(`  ${step.padEnd(18)}       –    not run (an earlier step failed)`);
console.log(`  ${'total'.padEnd(18)} ${seconds(total).padStart(7)} s  ${failed ? 'FAILED' : 'ok'}`);
process.exit(failed ? 1 : 0);
