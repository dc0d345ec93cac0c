// The page template of each copy built under a prefix (@portal/shared's table: dist/zh-cn/index.html
// built by `vite build --mode zh-cn` with the base /zh-cn/, dist/en/index.html by `--mode en` with
// /en/): its language, and the files it shares with the other copies. Vite gives every absolute
// address of the template the base, so the site's icon, which is one file at the root for every
// copy, is pointed back there, and the manifest is the copy's own
// (dist/<copy>/manifest.webmanifest, written by pwa.mjs).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COPIES } from '@portal/shared/copies';

for (const { prefix, dir, lang } of COPIES.filter((copy) => copy.prefix !== '')) {
  const file = join(import.meta.dirname, '..', 'dist', dir, 'index.html');
  const before = await readFile(file, 'utf8');
  const after = before
    .replace(/<html lang="zh-HK"/, `<html lang="${lang}"`)
    .replace(`"${prefix}/favicon.svg"`, '"/favicon.svg"')
    .replace('"/manifest.webmanifest"', `"${prefix}/manifest.webmanifest"`);
  for (const mark of [
    `<html lang="${lang}"`,
    `"${prefix}/manifest.webmanifest"`,
    `"${prefix}/assets/`,
  ]) {
    if (!after.includes(mark)) throw new Error(`templates: ${mark} not in dist/${dir}/index.html`);
  }
  await writeFile(file, after);
  console.log(`templates: dist/${dir}/index.html in ${lang}, with its own manifest`);
}
