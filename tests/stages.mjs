// The test command's stages, each timed: the first group that fails stops the run, and a table of
// every stage's time is printed at the end either way (CI reads it to keep the whole run inside
// its budget). Each stage is a root package.json script, so `pnpm <stage>` runs one alone.
//
// Stages in one group run at the same time, on a 2-core machine: lint and typecheck are each one
// single-threaded process, so the build fills the time they leave (none of the three reads what
// another writes: the packages are typechecked from source, and lint skips `dist`); the bundle
// budget only reads the build the contract tests serve.
// The unit, browser and scale stages run alone: each fills both cores, and several of their tests
// time what they check (limits, timeouts, a breaker), which a build beside them would skew. A
// group's output is printed when each of its stages ends, whole, so the logs of two stages never
// interleave.
import { spawn } from 'node:child_process';

const groups = [
  // The message catalogue compiled (shared/scripts/messages.mjs) before the stages that read it: the
  // lint's unused-code check resolves imports of it. The type check and the build run it too
  // (for a fresh clone running one alone), and find it done.
  ['messages'],
  ['lint', 'typecheck', 'build'],
  ['test:unit'],
  ['test:contract', 'size'],
  ['test:e2e'],
  ['test:scale'],
  // Builds both container images and runs them; says so and passes where no Docker engine runs.
  ['test:docker'],
];

// `pnpm test` puts the pnpm it runs under in npm_execpath; each stage runs through that same pnpm,
// so that a stage is exactly `pnpm <stage>`.
const execPath = process.env.npm_execpath ?? '';
const pnpm = /pnpm/.test(execPath) ? execPath : undefined;
const command = pnpm ? process.execPath : 'pnpm';
const prefix = pnpm ? [pnpm] : [];

/** Runs one stage; alone in its group its output streams, beside others it is kept until done. */
function runStage(stage, alone) {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, [...prefix, 'run', stage], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: alone ? process.env : { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    const done = (status) => {
      const seconds = (performance.now() - t0) / 1000;
      if (!alone) {
        console.log(`\n=== stage ${stage} (output) ===`);
        process.stdout.write(Buffer.concat(chunks));
      }
      console.log(`=== stage ${stage}: ${seconds.toFixed(1)} s ===`);
      resolve({ stage, seconds, ok: status === 0 });
    };
    child.on('error', (err) => {
      chunks.push(Buffer.from(`${err.message}\n`));
      done(1);
    });
    child.on('close', (code) => done(code));
  });
}

const times = [];
let failed;
const started = performance.now();
for (const group of groups) {
  const t0 = performance.now();
  console.log(`\n=== stage${group.length > 1 ? 's' : ''} ${group.join(' + ')} ===`);
  const results = await Promise.all(group.map((stage) => runStage(stage, group.length === 1)));
  for (const { stage, seconds } of results) times.push([stage, seconds]);
  if (group.length > 1) {
    times.push([`  (together)`, (performance.now() - t0) / 1000]);
  }
  failed = results.find((r) => !r.ok)?.stage;
  if (failed) break;
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
