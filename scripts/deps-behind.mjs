/**
 * `pnpm deps`: every direct dependency of the workspace's packages whose declared range is a major
 * version (for 0.x, a minor) behind the newest release the npm registry tags `latest`. Asks only
 * the registry npm is configured with (npm_config_registry, else registry.npmjs.org), one request
 * per package.
 *
 * A major not taken on purpose is listed in scripts/deps-held.json with the major it holds back
 * and why (README's "Dependencies" says the same, one line each). Those are printed with their
 * reason and do not fail the check; a newer major than the one held back, or a dependency behind
 * that the list does not name, does. So does an entry that holds nothing back any more (the major
 * was taken, or the package left): the list says only what is true today.
 *
 * Exits 1 when any dependency is behind without a reviewed reason (or the list is stale), 2 when
 * the registry cannot be asked.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
/** `{ "<package>": { "major": <the major held back>, "reason": "<one line>" } }` */
const held = JSON.parse(readFileSync(join(root, 'scripts/deps-held.json'), 'utf8'));
const registry = (process.env.npm_config_registry || 'https://registry.npmjs.org/').replace(
  /\/?$/,
  '/',
);

/** The workspace's package.json files: the root and each folder pnpm-workspace.yaml names. */
function manifests() {
  const listed = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .map((l) => /^\s+-\s+['"]?([^'"#\s]+)['"]?/.exec(l)?.[1])
    .filter(Boolean);
  const dirs = ['.'];
  for (const entry of listed) {
    if (entry.endsWith('/*')) {
      const parent = join(root, entry.slice(0, -2));
      for (const d of readdirSync(parent)) dirs.push(join(entry.slice(0, -2), d));
    } else dirs.push(entry);
  }
  return dirs
    .map((d) => join(root, d, 'package.json'))
    .filter((f) => existsSync(f))
    .map((f) => ({ file: f.slice(root.length), json: JSON.parse(readFileSync(f, 'utf8')) }));
}

/** `[major, minor]` of the lowest version a range allows (`^1.2.3`, `~0.28.1`, `8.0.0`). */
function floor(range) {
  const m = /(\d+)\.(\d+)(?:\.(\d+))?/.exec(range);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** Whether `latest` is a breaking release past `declared` (semver: major, or minor under 1.0). */
function behind([dMajor, dMinor], [lMajor, lMinor]) {
  if (lMajor !== dMajor) return lMajor > dMajor;
  return dMajor === 0 && lMinor > dMinor;
}

async function latestOf(name) {
  const res = await fetch(registry + name.replace('/', '%2F'), {
    headers: { accept: 'application/vnd.npm.install-v1+json' },
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`${name}: registry answered ${res.status}`);
  const body = await res.json();
  return body['dist-tags']?.latest;
}

const wanted = new Map();
for (const { file, json } of manifests()) {
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(json[field] ?? {})) {
      if (/^(workspace|file|link|npm|git|https?):/.test(range)) continue;
      const uses = wanted.get(name) ?? [];
      uses.push({ file, range });
      wanted.set(name, uses);
    }
  }
}

const names = [...wanted.keys()].sort();
const latest = new Map();
let failed = false;
for (let i = 0; i < names.length; i += 8) {
  await Promise.all(
    names.slice(i, i + 8).map(async (name) => {
      try {
        latest.set(name, await latestOf(name));
      } catch (err) {
        failed = true;
        console.error(`deps: ${err instanceof Error ? err.message : String(err)}`);
      }
    }),
  );
}
if (failed) {
  console.error(`deps: the registry (${registry}) could not be asked about every package`);
  process.exit(2);
}

/** Major of a version or range (for 0.x, `0.minor`): what a held entry names. */
function majorOf([major, minor]) {
  return major === 0 ? `0.${minor}` : String(major);
}

const rows = [];
const kept = [];
const used = new Set();
for (const name of names) {
  const newest = latest.get(name);
  const top = floor(newest ?? '');
  if (!top) continue;
  for (const { file, range } of wanted.get(name)) {
    const declared = floor(range);
    if (!declared || !behind(declared, top)) continue;
    const hold = held[name];
    if (hold && String(hold.major) === majorOf(top)) {
      used.add(name);
      kept.push([name, range, newest, file, hold.reason]);
    } else rows.push([name, range, newest, file]);
  }
}
const stale = Object.keys(held).filter((name) => !used.has(name));

function table(head, body) {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (r) =>
    r
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(line(head));
  for (const r of body) console.log(line(r));
}

if (kept.length > 0) {
  console.log('Held back on purpose (scripts/deps-held.json):');
  table(
    ['package', 'declared', 'latest', 'in', 'why'],
    kept.map((r) => [r[0], r[1], r[2], r[3], r[4]]),
  );
  console.log('');
}
if (rows.length > 0) {
  console.log('Behind, with no reviewed reason:');
  table(['package', 'declared', 'latest', 'in'], rows);
  console.log('');
}
for (const name of stale) {
  console.log(
    `deps: scripts/deps-held.json holds back ${name} ${held[name].major}, but nothing declares ` +
      `it a major behind that release any more: remove or update the entry`,
  );
}
const heldCount = new Set(kept.map((r) => r[0])).size;
const behindCount = new Set(rows.map((r) => r[0])).size;
if (behindCount === 0 && stale.length === 0) {
  console.log(
    heldCount === 0
      ? `deps: all ${names.length} direct dependencies are on their newest major`
      : `deps: ${names.length - heldCount} of ${names.length} direct dependencies are on their ` +
          `newest major; ${heldCount} held back, each for the reason above`,
  );
} else {
  console.log(
    `deps: ${behindCount} a major behind without a reviewed reason, ${stale.length} stale ` +
      `held entries (${heldCount} held back on purpose, of ${names.length} direct dependencies)`,
  );
  process.exitCode = 1;
}
