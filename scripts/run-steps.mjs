#!/usr/bin/env node
// `npm test` and `.ci/run` (issue 29): every check and test of the repository, each printing how
// long it took, then a summary. Stops at the first failing stage.
// `node scripts/run-steps.mjs lint api-tests` runs only the named steps.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/**
 * Stages run in order, fast checks first, so a typo fails in seconds rather than after the e2e.
 * The steps of one stage run side by side, and their output is printed whole when each ends: the
 * checks use one core each, and the small suites and the build wait on their databases and writes,
 * so on two cores such a stage takes about as long as its slowest step.
 */
const STAGES = [
  [
    ['lint', 'npm run lint'],
    ['typecheck', 'npm run typecheck'],
    ['format', 'npm run format:check'],
    ['unused code', 'npm run knip'],
  ],
  [
    ['domain tests', 'npm test -w @rishta/domain'],
    ['db tests', 'npm test -w @rishta/db'],
    ['build', 'npm run build'],
  ],
  // Alone: the console's screen tests wait on jsdom's timers with the default 5 s, which a
  // loaded machine overran once beside the build.
  [['web tests', 'npm test -w @rishta/web']],
  // One after the other: each keeps both cores busy. Side by side (measured on 2026-12-02) they
  // took 610 s together against 613 s in turn, and a timing-sensitive chat journey failed once.
  [['api tests', 'npm test -w @rishta/api']],
  [['e2e', 'npm run test:e2e:built']],
  // Beside each other: the budget reads the build for a second while the cluster starts (issue 33:
  // a primary and streaming standby, Redis, S3, two API nodes and nginx; bench/cluster/).
  [
    ['home js budget', 'npm run home-js-size -w @rishta/bench'],
    ['cluster journeys', 'npm run test:cluster -w @rishta/bench'],
  ],
];

// The machine's PostgreSQL, as the API suite already assumes (apps/api/test/helpers/database-choice.ts):
// the e2e servers get their own databases on it too (e2e/fixtures/e2e-databases.ts).
if (process.env.API_TESTS !== 'pglite')
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';

const slug = (name) => name.replace(/ /g, '-');
const STEPS = STAGES.flat();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STEPS.some(([step]) => slug(step) === name));
if (unknown.length > 0) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${STEPS.map(([s]) => slug(s)).join(', ')}`);
  process.exit(2);
}
const plan = STAGES.map((stage) =>
  wanted.length === 0 ? stage : stage.filter(([step]) => wanted.includes(slug(step))),
).filter((stage) => stage.length > 0);

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Runs one step; alone it prints as it goes, beside others it prints its output when it ends. */
function run(name, command, alone) {
  console.log(`\n--- ${name}: ${command}${alone ? '' : ' (beside the other steps of its stage)'}`);
  const at = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('exit', (exitCode, signal) => {
      const code = exitCode ?? (signal ? 1 : 0);
      const took = performance.now() - at;
      if (!alone) {
        console.log(`\n--- ${name}: output`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`--- ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(took)}`);
      resolve([name, took, code]);
    });
  });
}

const done = [];
const started = performance.now();
for (const stage of plan) {
  const results = await Promise.all(stage.map(([name, command]) => run(name, command, stage.length === 1)));
  done.push(...results);
  if (results.some(([, , code]) => code !== 0)) break;
}

console.log('\n--- summary');
for (const [name, took, code] of done)
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name.padEnd(16)} ${seconds(took).padStart(6)}`);
const failed = done.some(([, , code]) => code !== 0);
console.log(`${failed ? 'FAILED' : 'all passed'} in ${seconds(performance.now() - started)}`);
process.exit(failed ? 1 : 0);
