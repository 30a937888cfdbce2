#!/usr/bin/env node
// `npm test` and `.ci/run` (issue 29): every check and test of the repository, one step after
// another, each printing how long it took, then a summary. Stops at the first failing step.
// `node scripts/run-steps.mjs lint api-tests` runs only the named steps.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/** In order: fast checks first, so a typo fails in seconds rather than after the e2e. */
const STEPS = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['format', 'npm run format:check'],
  ['unused code', 'npm run knip'],
  ['domain tests', 'npm test -w @rishta/domain'],
  ['db tests', 'npm test -w @rishta/db'],
  ['api tests', 'npm test -w @rishta/api'],
  ['web tests', 'npm test -w @rishta/web'],
  ['build', 'npm run build'],
  ['e2e', 'npm run test:e2e:built'],
  ['home js budget', 'npm run home-js-size -w @rishta/bench'],
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STEPS.some(([step]) => step.replace(/ /g, '-') === name));
if (unknown.length > 0) {
  console.error(
    `Unknown step(s): ${unknown.join(', ')}. Steps: ${STEPS.map(([s]) => s.replace(/ /g, '-')).join(', ')}`,
  );
  process.exit(2);
}
const plan = wanted.length === 0 ? STEPS : STEPS.filter(([step]) => wanted.includes(step.replace(/ /g, '-')));

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const run = (command) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const done = [];
const started = performance.now();
for (const [name, command] of plan) {
  console.log(`\n--- ${name}: ${command}`);
  const at = performance.now();
  const code = await run(command);
  const took = performance.now() - at;
  done.push([name, took, code]);
  console.log(`--- ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(took)}`);
  if (code !== 0) break;
}

console.log('\n--- summary');
for (const [name, took, code] of done)
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name.padEnd(16)} ${seconds(took).padStart(6)}`);
const failed = done.some(([, , code]) => code !== 0);
console.log(`${failed ? 'FAILED' : 'all passed'} in ${seconds(performance.now() - started)}`);
process.exit(failed ? 1 : 0);
