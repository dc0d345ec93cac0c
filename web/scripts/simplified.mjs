// The Simplified Chinese copy of the built app (dist/zh-cn/), made from the Traditional build
// (dist/) rather than by building the sources a second time: every run of non-ASCII text in the
// browser chunks, the stylesheets, the page template and the server render's bundle is converted
// by OpenCC from Hong Kong Traditional to Simplified (phrase tables included, so 頭髮 becomes 头发),
// then Hong Kong wording becomes mainland wording (登入 -> 登录, 私隱 -> 隐私: the phrase table the
// BFF uses too), by shared/scripts/to-simplified.mjs, which makes the catalogue's zh-Hans messages too
// (messages.mjs).
// Identifiers, paths and markup are ASCII, so only the text a reader sees changes.
//
// The code tells which copy it is from where it was loaded (src/lib/i18n/script.ts). Chunks import
// each other by relative paths; the only absolute ones are those the preloader is given
// (`"assets/x.js"`, which it prefixes with `/`), rewritten here to `"zh-cn/assets/x.js"`. The
// copy's files are renamed with a tag of the converter and this script, so a conversion that
// changes without the sources changing still gets new (never cached) names.
//
// A chunk whose text must stay as written (the banner offering the other script, which speaks in
// the script it offers) is built from a source file carrying the marker `opencc: keep`.
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toSimplified } from '@portal/shared/to-simplified';

const here = dirname(fileURLToPath(import.meta.url));
const webRoot = join(here, '..');
const dist = join(webRoot, 'dist');
const out = join(dist, 'zh-cn');
const KEEP = 'opencc: keep';
const TEXT = /\.(?:js|css|html|json)$/;

const started = Date.now();

// The converter's version as pinned (exactly) in this package.
const sharedRoot = join(webRoot, '..', 'shared');
const openccVersion = JSON.parse(await readFile(join(sharedRoot, 'package.json'), 'utf8'))
  .devDependencies['opencc-js'];
const tag = createHash('sha256')
  .update(openccVersion)
  .update(await readFile(fileURLToPath(import.meta.url)))
  .update(await readFile(join(sharedRoot, 'scripts', 'to-simplified.mjs')))
  .update(await readFile(join(sharedRoot, 'scripts', 'hk-cn-phrases.mjs')))
  .update(await readFile(join(sharedRoot, 'src', 'hk-cn-phrases.json')))
  .digest('base64url')
  .slice(0, 6)
  .replace(/[-_]/g, 'x');

async function files(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) found.push(join(entry.parentPath, entry.name));
  }
  return found;
}

/** `index-AbC.js` -> `index-AbC.<tag>.js` */
function tagged(name) {
  return name.replace(/\.(js|css)$/, `.${tag}.$1`);
}

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });

const manifestFile = join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));

// Browser chunks built from a module marked `opencc: keep` stay as they are.
const kept = new Set();
for (const [key, chunk] of Object.entries(manifest)) {
  if (!/\.[cm]?[jt]sx?$/.test(key)) continue;
  const source = await readFile(join(webRoot, key), 'utf8').catch(() => '');
  if (source.includes(KEEP)) kept.add(chunk.file);
}

// Every browser file renamed, and every mention of an old name in the copy rewritten.
const assetNames = (await readdir(join(dist, 'assets'))).filter((n) => /\.(?:js|css)$/.test(n));
const renames = new Map(assetNames.map((n) => [n, tagged(n)]));
const names = [...renames.keys()].sort((a, b) => b.length - a.length);
const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const mention = names.length ? new RegExp(`(?<![\\w.-])(?:${escaped.join('|')})`, 'g') : null;
const rename = (text) => (mention ? text.replace(mention, (n) => renames.get(n)) : text);

let converted = 0;
let preloads = 0;
async function copy(from, to, { convert = true, browser = false } = {}) {
  await mkdir(dirname(to), { recursive: true });
  if (!TEXT.test(from)) {
    await cp(from, to);
    return;
  }
  const text = await readFile(from, 'utf8');
  let next = rename(convert ? toSimplified(text) : text);
  if (browser && from.endsWith('.js')) {
    next = next.replaceAll('"assets/', () => {
      preloads++;
      return '"zh-cn/assets/';
    });
  }
  if (next !== text) converted++;
  await writeFile(to, next);
}

for (const name of assetNames) {
  const file = `assets/${name}`;
  await copy(join(dist, file), join(out, 'assets', renames.get(name)), {
    convert: !kept.has(file),
    browser: true,
  });
}
// A build whose chunks name their preloads otherwise would leave the copy loading Traditional
// chunks: better to fail here.
if (preloads === 0) throw new Error('simplified copy: no preload paths found to rewrite');

// The copy's manifest (scripts/pwa.mjs reads its entry files from it). The server bundle, copied
// below, carries each page's chunk and stylesheet names, renamed like every other mention.
await mkdir(join(out, '.vite'), { recursive: true });
await writeFile(join(out, '.vite', 'manifest.json'), rename(JSON.stringify(manifest, null, 2)));

// The page template: Simplified text, `lang`, and the copy's own entry files.
const template = await readFile(join(dist, 'index.html'), 'utf8');
await writeFile(
  join(out, 'index.html'),
  rename(toSimplified(template))
    .replace(/<html lang="zh-HK"/, '<html lang="zh-CN"')
    .replaceAll('"/assets/', '"/zh-cn/assets/')
    .replace('"/manifest.webmanifest"', '"/zh-cn/manifest.webmanifest"'),
);

// The server render: the same bundle converted (its chunks keep their names: read from disk,
// never cached by a browser). Mentions of browser files are renamed in it too, so a server file
// named like a browser file would have its imports sent to a name it does not have: the build
// names server chunks apart (vite.config.ts), and a clash fails here rather than at start-up.
const serverFiles = await files(join(dist, 'server'));
const clashes = serverFiles.map((file) => basename(file)).filter((name) => renames.has(name));
if (clashes.length > 0) {
  throw new Error(`simplified copy: server files named like browser files: ${clashes.join(', ')}`);
}
for (const file of serverFiles) {
  await copy(file, join(out, 'server', relative(join(dist, 'server'), file)));
}

console.log(
  `simplified copy: ${converted} files converted into ${relative(webRoot, out)}/ ` +
    `(tag ${tag}) in ${Date.now() - started} ms`,
);
