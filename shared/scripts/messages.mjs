// The message catalogue of web, the BFF and shared, made ready for the code (messages/README.md):
// run before the builds, the type checks, the unit tests and the dev server (each package.json),
// and on its own as `pnpm messages`.
//
// 1. messages/zh-Hans.json is generated from messages/zh-Hant-HK.json (to-simplified.mjs, the
//    converter the Simplified build uses for the text outside the catalogue); it is never written by hand, and
//    not committed.
// 2. The catalogue is checked (catalogue-check.ts): a message a locale lacks, or whose
//    placeholders or variants differ from the source's, fails here with every problem listed.
// 3. Paraglide JS compiles it into src/paraglide/ (not committed): one module per message, each
//    holding every locale; the web's browser build folds the locale to a literal
//    (web/vite.config.ts).
//
// The type check and the build run at the same time (tests/stages.mjs): each runs this script,
// so it writes nothing when its inputs have not changed, and writes each file it does change
// whole (a temporary file renamed over it), so neither reads a file half written.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { compile } from '@inlang/paraglide-js';
import { toSimplified } from './to-simplified.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const sharedRoot = join(here, '..');
const project = join(sharedRoot, 'project.inlang');
const messagesDir = join(sharedRoot, 'messages');
const outdir = join(sharedRoot, 'src', 'paraglide');
const STAMP = '.inputs';

const jiti = createJiti(import.meta.url);
const { checkCatalogue } = await jiti.import(join(here, 'catalogue-check.ts'));

const started = Date.now();
const settings = JSON.parse(await readFile(join(project, 'settings.json'), 'utf8'));
const { baseLocale, locales } = settings;
const GENERATED = 'zh-Hans';

/** Writes a file whole: a reader sees the old content or the new, never part of it. */
async function writeWhole(file, content) {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

async function writeIfChanged(file, content) {
  const old = await readFile(file, 'utf8').catch(() => null);
  if (old !== content) await writeWhole(file, content);
}

/** A message of the source locale in Simplified: its patterns converted, the rest as it is. */
function simplifiedMessage(message) {
  if (typeof message === 'string') return toSimplified(message);
  return message.map((m) => ({
    ...m,
    match: Object.fromEntries(Object.entries(m.match).map(([k, p]) => [k, toSimplified(p)])),
  }));
}

// 1. zh-Hans from the source.
const read = async (locale) =>
  JSON.parse(await readFile(join(messagesDir, `${locale}.json`), 'utf8'));
const source = await read(baseLocale);
const simplified = Object.fromEntries(
  Object.entries(source).map(([key, value]) => [
    key,
    key === '$schema' ? value : simplifiedMessage(value),
  ]),
);
await writeIfChanged(
  join(messagesDir, `${GENERATED}.json`),
  `${JSON.stringify(simplified, null, 2)}\n`,
);

// 2. The check. The BFF converts finished text for Simplified readers once more (a reminder
// holding the catalogue's words with the API's names: bff/src/lib/reminders), so a zh-Hans
// message must come through that conversion unchanged.
const catalogues = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, await read(locale)])),
);
const problems = checkCatalogue(baseLocale, catalogues);
for (const [key, value] of Object.entries(simplified)) {
  if (key === '$schema') continue;
  const text = JSON.stringify(value);
  if (toSimplified(text) !== text) {
    problems.push(`${GENERATED}: ${key} changes when converted again: ${toSimplified(text)}`);
  }
}
if (problems.length > 0) {
  console.error(`messages: the catalogue has ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}

// 3. Compile, unless nothing it reads has changed since the last compile.
const inputs = createHash('sha256');
for (const file of [
  join(project, 'settings.json'),
  ...locales.map((locale) => join(messagesDir, `${locale}.json`)),
  fileURLToPath(import.meta.url),
  join(sharedRoot, 'node_modules', '@inlang', 'paraglide-js', 'package.json'),
]) {
  inputs.update(await readFile(file));
}
const stamp = inputs.digest('hex');
if ((await readFile(join(outdir, STAMP), 'utf8').catch(() => '')) === stamp) {
  console.log(`messages: checked, ${relative(sharedRoot, outdir)}/ up to date`);
  process.exit(0);
}

const staging = await mkdtemp(join(tmpdir(), 'paraglide-'));
try {
  await compile({
    project,
    outdir: staging,
    // No locale held anywhere for the whole process: the server render passes each call its
    // request's locale (src/lib/i18n/locale.tsx), a call without one (code outside a render)
    // gets the source locale, and the browser build replaces the locale with a literal.
    strategy: ['baseLocale'],
    emitTsDeclarations: true,
    emitReadme: false,
    emitPrettierIgnore: false,
    emitGitIgnore: false,
    cleanOutdir: true,
  });
  const fresh = new Set();
  for (const entry of await readdir(staging, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const from = join(entry.parentPath, entry.name);
    const name = relative(staging, from);
    fresh.add(name);
    await writeIfChanged(join(outdir, name), await readFile(from, 'utf8'));
  }
  // Messages removed from the catalogue go from the output too.
  if (existsSync(outdir)) {
    for (const entry of await readdir(outdir, { withFileTypes: true, recursive: true })) {
      const name = relative(outdir, join(entry.parentPath, entry.name));
      if (entry.isFile() && name !== STAMP && !name.endsWith('.tmp') && !fresh.has(name)) {
        await rm(join(outdir, name), { force: true });
      }
    }
  }
  await writeWhole(join(outdir, STAMP), stamp);
} finally {
  await rm(staging, { recursive: true, force: true });
}
console.log(
  `messages: ${Object.keys(source).length - 1} messages in ${locales.join(', ')} compiled into ` +
    `${relative(sharedRoot, outdir)}/ in ${Date.now() - started} ms`,
);
