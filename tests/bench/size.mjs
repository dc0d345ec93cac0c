// Bundle budget check, read from the Vite build manifest (web/dist/.vite/manifest.json).
//
// Initial JS  = the entry chunk plus everything it imports statically (recursively).
// Initial CSS = the CSS files of those same chunks.
// Lazy chunks = every dynamic-import target (route pages); each is measured on its own, and the
//               extra JS it pulls in (its static imports that are not already initial) is shown too.
// Sizes are gzip level 9, as a CDN or our precompressed .gz files would send them.
//
// `node tests/bench/size.mjs` prints a table and exits 1 when a budget is exceeded (gating in the
// test command: these are byte counts, not timings). `--json` prints the measurement as JSON.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/** The web's lib, one capability folder each, whose README names its first-load files. */
const WEB_LIB = fileURLToPath(new URL('../../web/src/lib', import.meta.url));

/**
 * Where each folder of web/src/lib says, in its README's `First load:` line, which of its files the
 * first load carries, and where the build (dist/.vite/first-load.json, web/src/build/first-load.ts)
 * disagrees: a module that moved into the first load or out of it is named, so the chunk boundary
 * stays where a reader of the folder looks for it.
 */
export function firstLoadMismatches(distDir = DEFAULT_DIST, libDir = WEB_LIB) {
  const listFile = join(distDir, '.vite/first-load.json');
  if (!existsSync(listFile)) return [`${listFile} is missing: build the web first`];
  const built = new Set(JSON.parse(readFileSync(listFile, 'utf8')));
  const said = new Set();
  const problems = [];
  for (const folder of readdirSync(libDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const readme = join(libDir, folder.name, 'README.md');
    const line = existsSync(readme)
      ? readFileSync(readme, 'utf8').match(/^First load: (.*)\.$/m)?.[1]
      : undefined;
    if (line === undefined) {
      problems.push(`web/src/lib/${folder.name}/README.md has no "First load:" line`);
      continue;
    }
    for (const [, file] of line.matchAll(/`([^`]+)`/g)) said.add(`src/lib/${folder.name}/${file}`);
  }
  for (const path of built) {
    if (!said.has(path))
      problems.push(`${path} is in the first load, but its folder's README does not say so`);
  }
  for (const path of said) {
    if (!built.has(path))
      problems.push(`${path} is named as first load in its README, but is loaded later`);
  }
  return problems;
}

/**
 * Budgets in gzip bytes, initial CSS counted like initial JS. Initial JS is what every page type
 * loads before its own chunks: the entry (the app frame, the router, the query cache and the
 * Mantine shell) with React and the router in their boot chunks, about 138.8 KB. The head code and
 * the route table's head text, the query hooks and what only pages use load later, so 140 KB
 * leaves the first load little room to grow unnoticed. The Simplified and English copies are builds
 * of their own, each measured against the same budget.
 */
export const BUDGETS = {
  initialJs: 140 * KB,
  initialCss: 50 * KB,
  lazyChunk: 50 * KB,
};

const here = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_DIST = resolve(here, '../../web/dist');

function gzipSize(distDir, file, cache) {
  if (!cache.has(file)) {
    const body = readFileSync(join(distDir, file));
    cache.set(file, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return cache.get(file);
}

/**
 * The first load of a copy built under a prefix (dist/zh-cn or dist/en: a build of its own, bound
 * to its locale's messages), from its own manifest; null when the build has no such copy.
 */
function copyInitialJs(distDir, copyDir) {
  const dir = join(distDir, copyDir);
  const manifestPath = join(dir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const keys = new Set();
  for (const key of Object.keys(manifest))
    if (manifest[key].isEntry) staticClosure(manifest, key, keys);
  const cache = new Map();
  const files = [...keys].map((key) => ({
    file: `${copyDir}/${manifest[key].file}`,
    ...gzipSize(dir, manifest[key].file, cache),
  }));
  return { ...sum(files), files };
}

/** Keys of `key` and all chunks it imports statically, in a stable order. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

function sum(items) {
  return items.reduce((acc, item) => ({ raw: acc.raw + item.raw, gzip: acc.gzip + item.gzip }), {
    raw: 0,
    gzip: 0,
  });
}

/**
 * Measures the build in `distDir`. Returns initial JS/CSS totals and files, every lazy chunk, and
 * the list of budget failures (empty when everything fits).
 */
export function measureBundle(distDir = DEFAULT_DIST) {
  const manifestPath = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(
      `No Vite manifest at ${manifestPath}. Build the SPA first (npx -y pnpm@10.34.8 build); ` +
        'web/vite.config.ts must keep build.manifest = true.',
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const cache = new Map();
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error(`No entry chunk in ${manifestPath}`);

  const initialKeys = new Set();
  for (const entry of entries) staticClosure(manifest, entry, initialKeys);

  const initialJsFiles = [...initialKeys].map((key) => ({
    file: manifest[key].file,
    ...gzipSize(distDir, manifest[key].file, cache),
  }));
  const initialCssNames = new Set([...initialKeys].flatMap((key) => manifest[key].css ?? []));
  const initialCssFiles = [...initialCssNames].map((file) => ({
    file,
    ...gzipSize(distDir, file, cache),
  }));

  const lazyKeys = new Set(
    Object.keys(manifest).flatMap((key) => manifest[key].dynamicImports ?? []),
  );
  const lazy = [...lazyKeys]
    .filter((key) => manifest[key] && !initialKeys.has(key))
    .map((key) => {
      const chunk = manifest[key];
      const own = gzipSize(distDir, chunk.file, cache);
      const extraKeys = [...staticClosure(manifest, key)].filter(
        (k) => k !== key && !initialKeys.has(k),
      );
      const extra = sum(extraKeys.map((k) => gzipSize(distDir, manifest[k].file, cache)));
      const cssNames = new Set(
        [...staticClosure(manifest, key)].flatMap((k) => manifest[k].css ?? []),
      );
      const css = sum(
        [...cssNames]
          .filter((file) => !initialCssNames.has(file))
          .map((file) => gzipSize(distDir, file, cache)),
      );
      return { src: key, file: chunk.file, ...own, extraJsGzip: extra.gzip, cssGzip: css.gzip };
    })
    .sort((a, b) => b.gzip - a.gzip);

  const initialJs = { ...sum(initialJsFiles), files: initialJsFiles };
  const initialJsSimplified = copyInitialJs(distDir, 'zh-cn');
  const initialJsEnglish = copyInitialJs(distDir, 'en');
  const initialCss = { ...sum(initialCssFiles), files: initialCssFiles };

  const failures = [];
  if (initialJs.gzip > BUDGETS.initialJs) {
    failures.push(
      `initial JS is ${kb(initialJs.gzip)} gzip, budget ${kb(BUDGETS.initialJs)} ` +
        `(${initialJsFiles.map((f) => f.file).join(', ')})`,
    );
  }
  if (initialJsSimplified && initialJsSimplified.gzip > BUDGETS.initialJs) {
    failures.push(
      `initial JS of the Simplified copy is ${kb(initialJsSimplified.gzip)} gzip, budget ` +
        `${kb(BUDGETS.initialJs)} (${initialJsSimplified.files.map((f) => f.file).join(', ')})`,
    );
  }
  if (initialJsEnglish && initialJsEnglish.gzip > BUDGETS.initialJs) {
    failures.push(
      `initial JS of the English copy is ${kb(initialJsEnglish.gzip)} gzip, budget ` +
        `${kb(BUDGETS.initialJs)} (${initialJsEnglish.files.map((f) => f.file).join(', ')})`,
    );
  }
  if (initialCss.gzip > BUDGETS.initialCss) {
    failures.push(
      `initial CSS is ${kb(initialCss.gzip)} gzip, budget ${kb(BUDGETS.initialCss)} ` +
        `(${initialCssFiles.map((f) => f.file).join(', ')})`,
    );
  }
  for (const chunk of lazy) {
    if (chunk.gzip > BUDGETS.lazyChunk) {
      failures.push(
        `lazy chunk ${chunk.file} (${chunk.src}) is ${kb(chunk.gzip)} gzip, budget ` +
          `${kb(BUDGETS.lazyChunk)}`,
      );
    }
  }
  failures.push(...firstLoadMismatches(distDir));
  return {
    budgets: BUDGETS,
    initialJs,
    initialJsSimplified,
    initialJsEnglish,
    initialCss,
    lazy,
    failures,
  };
}

export function kb(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** `src/app/routes/x.tsx` -> `routes/x.tsx`; a package file -> `pkg/path` without the store. */
function shortName(src) {
  return src
    .replace(/^src\/app\/routes\//, 'routes/')
    .replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '');
}

function pad(text, width) {
  return String(text).padEnd(width);
}

export function formatTable(result) {
  const lines = [];
  const mark = (value, budget) => (value <= budget ? 'ok' : 'OVER');
  lines.push('Bundle sizes (gzip -9) from web/dist/.vite/manifest.json');
  lines.push('');
  lines.push(`${pad('what', 58)}${pad('raw', 12)}${pad('gzip', 12)}${pad('budget', 12)}status`);
  lines.push(
    `${pad('initial JS (entry + static imports)', 58)}${pad(kb(result.initialJs.raw), 12)}` +
      `${pad(kb(result.initialJs.gzip), 12)}${pad(kb(BUDGETS.initialJs), 12)}` +
      mark(result.initialJs.gzip, BUDGETS.initialJs),
  );
  for (const f of result.initialJs.files) {
    lines.push(`  ${pad(f.file, 56)}${pad(kb(f.raw), 12)}${kb(f.gzip)}`);
  }
  if (result.initialJsSimplified) {
    lines.push(
      `${pad('initial JS, Simplified copy (zh-cn/)', 58)}` +
        `${pad(kb(result.initialJsSimplified.raw), 12)}` +
        `${pad(kb(result.initialJsSimplified.gzip), 12)}${pad(kb(BUDGETS.initialJs), 12)}` +
        mark(result.initialJsSimplified.gzip, BUDGETS.initialJs),
    );
  }
  if (result.initialJsEnglish) {
    lines.push(
      `${pad('initial JS, English copy (en/)', 58)}` +
        `${pad(kb(result.initialJsEnglish.raw), 12)}` +
        `${pad(kb(result.initialJsEnglish.gzip), 12)}${pad(kb(BUDGETS.initialJs), 12)}` +
        mark(result.initialJsEnglish.gzip, BUDGETS.initialJs),
    );
  }
  lines.push(
    `${pad('initial CSS (our chosen budget)', 58)}${pad(kb(result.initialCss.raw), 12)}` +
      `${pad(kb(result.initialCss.gzip), 12)}${pad(kb(BUDGETS.initialCss), 12)}` +
      mark(result.initialCss.gzip, BUDGETS.initialCss),
  );
  for (const f of result.initialCss.files) {
    lines.push(`  ${pad(f.file, 56)}${pad(kb(f.raw), 12)}${kb(f.gzip)}`);
  }
  lines.push('');
  lines.push(
    `${pad(`lazy chunks (${result.lazy.length}), each`, 58)}${pad('raw', 12)}${pad('gzip', 12)}` +
      `${pad('budget', 12)}status   +shared JS  +CSS`,
  );
  for (const c of result.lazy) {
    lines.push(
      `  ${pad(shortName(c.src), 56)}${pad(kb(c.raw), 12)}` +
        `${pad(kb(c.gzip), 12)}${pad(kb(BUDGETS.lazyChunk), 12)}` +
        `${pad(mark(c.gzip, BUDGETS.lazyChunk), 9)}${pad(kb(c.extraJsGzip), 11)}${kb(c.cssGzip)}`,
    );
  }
  return lines.join('\n');
}

const invokedDirectly =
  process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const distDir = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : DEFAULT_DIST;
  let result;
  try {
    result = measureBundle(distDir);
  } catch (error) {
    console.error(`size: ${error.message}`);
    process.exit(1);
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    console.log(formatTable(result));
  }
  if (result.failures.length > 0) {
    console.error('\nsize: bundle budget exceeded:');
    for (const failure of result.failures) console.error(`  - ${failure}`);
    process.exit(1);
  }
  if (!process.argv.includes('--json')) console.log('\nsize: all bundle budgets met');
}
