// The English copy's page template (dist/en/index.html, built by `vite build --mode en` with the
// base /en/): its language, and the files it shares with the other copies. Vite gives every
// absolute address of the template the base, so the site's icon, which is one file at the root
// for every copy, is pointed back there, and the manifest is the English copy's own
// (dist/en/manifest.webmanifest, written by pwa.mjs, as the Simplified copy has one).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const file = join(import.meta.dirname, '..', 'dist', 'en', 'index.html');
const before = await readFile(file, 'utf8');
const after = before
  .replace(/<html lang="zh-HK"/, '<html lang="en"')
  .replace('"/en/favicon.svg"', '"/favicon.svg"')
  .replace('"/manifest.webmanifest"', '"/en/manifest.webmanifest"');
for (const mark of ['<html lang="en"', '"/en/manifest.webmanifest"', '"/en/assets/']) {
  if (!after.includes(mark)) throw new Error(`english copy: ${mark} not in dist/en/index.html`);
}
await writeFile(file, after);
console.log('english copy: dist/en/index.html in English, with its own manifest');
