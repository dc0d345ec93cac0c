// The test command's stages, run in order, each timed: the first that fails stops the run, and a
// table of every stage's time is printed at the end either way (CI reads it to keep the whole run
// inside its budget). Each stage is a root package.json script, so `pnpm <stage>` runs one alone.
import { spawnSync } from 'node:child_process';

const stages = [
  'lint',
  'typecheck',
  'test:unit',
  'build',
  'test:contract',
  'size',
  'test:e2e',
  'test:scale',
];

// `pnpm test` puts the pnpm it runs under in npm_execpath; each stage runs through that same pnpm,
// so that a stage is exactly `pnpm <stage>`.
const execPath = process.env.npm_execpath ?? '';
const pnpm = /pnpm/.test(execPath) ? execPath : undefined;
const command = pnpm ? process.execPath : 'pnpm';
const prefix = pnpm ? [pnpm] : [];

const times = [];
let failed;
const started = performance.now();
for (const stage of stages) {
  const t0 = performance.now();
  console.log(`\n=== stage ${stage} ===`);
  const run = spawnSync(command, [...prefix, 'run', stage], { stdio: 'inherit' });
  const seconds = (performance.now() - t0) / 1000;
  times.push([stage, seconds]);
  console.log(`=== stage ${stage}: ${seconds.toFixed(1)} s ===`);
  if (run.status !== 0) {
    failed = stage;
    break;
  }
}

console.log('\nstage times:');
for (const [stage, seconds] of times)
  console.log(`  ${stage.padEnd(14)} ${seconds.toFixed(1).padStart(7)} s`);
console.log(
  `  ${'total'.padEnd(14)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`,
);
if (failed) {
  console.error(`stage ${failed} failed`);
  process.exit(1);
}
