/**
 * `pnpm deps`: every direct dependency of the workspace's packages whose declared range is a major
 * version (for 0.x, a minor) behind the newest release the npm registry tags `latest`. Asks only
 * the registry npm is configured with (npm_config_registry, else registry.npmjs.org), one request
 * per package. Prints a table; exits 1 when any is behind, 2 when the registry cannot be asked.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
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

const rows = [];
for (const name of names) {
  const newest = latest.get(name);
  const top = floor(newest ?? '');
  if (!top) continue;
  for (const { file, range } of wanted.get(name)) {
    const declared = floor(range);
    if (declared && behind(declared, top)) rows.push([name, range, newest, file]);
  }
}
if (rows.length === 0) {
  console.log(`deps: all ${names.length} direct dependencies are on their newest major`);
} else {
  const head = ['package', 'declared', 'latest', 'in'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(head));
  for (const r of rows) console.log(line(r));
  console.log(
    `deps: ${rows.length} declared a major behind (of ${names.length} direct dependencies)`,
  );
  process.exitCode = 1;
}
