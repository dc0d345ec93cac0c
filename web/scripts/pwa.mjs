// What makes the portal installable and usable offline, made after every copy's build
// (@portal/shared's table: Traditional, Simplified, English) so each is covered:
//
// - the home-screen icons, drawn from the one logo (public/favicon.svg) at build time: 192 and
//   512 px, a maskable 512 px (the logo shrunk into the safe circle on a full-bleed background)
//   and a 180 px icon for iOS;
// - a web app manifest per copy (dist/manifest.webmanifest, dist/zh-cn/manifest.webmanifest,
//   dist/en/manifest.webmanifest), colours from the theme;
// - the service worker (sw/service-worker.ts) bundled by Vite with each copy's kit written in
//   (the entry's hashed files and what in-app navigation needs besides: the progress bar, the
//   phone menu, the notices), which it keeps for the copies its reader opens, then given its
//   precache list by Workbox: the offline pages, icons and manifests.
//   vite-plugin-pwa would inject that list at the end of one copy's build, before the others
//   exist, so the worker is built here instead, with the same Workbox.
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { createJiti } from 'jiti';
import { Converter } from 'opencc-js/t2cn';
import { build } from 'vite';
import { COPIES } from '@portal/shared/copies';
import { injectManifest } from 'workbox-build';

const here = dirname(fileURLToPath(import.meta.url));
const webRoot = join(here, '..');
const dist = join(webRoot, 'dist');
const started = Date.now();

// The theme is the only place for colours: read the brand colour from it.
const jiti = createJiti(import.meta.url);
const { theme } = await jiti.import(join(webRoot, 'src/theme.ts'));
const brand = theme.colors[theme.primaryColor][theme.primaryShade];
const background = theme.white ?? '#ffffff';

// Icons.
const logo = await readFile(join(webRoot, 'public/favicon.svg'), 'utf8');
const inner = logo.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const viewBox = /viewBox="([^"]+)"/.exec(logo)?.[1] ?? '0 0 64 64';
const size = Number(viewBox.split(/\s+/)[2]);
// Maskable: launchers cut any shape out of the inner 80 %, so the logo sits in the middle 60 %
// of a square filled with the brand colour.
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"><rect width="${size}" height="${size}" fill="${brand}"/>` +
  `<g transform="translate(${(size * (1 - scale)) / 2} ${(size * (1 - scale)) / 2}) scale(${scale})">${inner}</g></svg>`;
const icons = [
  { file: 'icons/icon-192.png', svg: logo, px: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', svg: logo, px: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', svg: fullBleed(0.6), px: 512, purpose: 'maskable' },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'icons/apple-touch-icon.png', svg: fullBleed(0.8), px: 180, purpose: null },
];
await mkdir(join(dist, 'icons'), { recursive: true });
for (const icon of icons) {
  const png = new Resvg(icon.svg, { fitTo: { mode: 'width', value: icon.px } }).render().asPng();
  await writeFile(join(dist, icon.file), png);
}

// Manifests: one per copy, each its own app starting on its own home page; all reach the whole
// site (scope /), so switching language stays inside the installed app. The English copy keeps
// the site's Chinese name, as its pages do.
const toSimplified = Converter({ from: 'hk', to: 'cn' });
const DESCRIPTION = {
  'zh-Hant-HK': '搵中醫、網上預約、健康資訊：香港中醫師和診所一站看。',
  'zh-Hans': toSimplified('搵中醫、網上預約、健康資訊：香港中醫師和診所一站看。'),
  en: 'Find a Chinese medicine practitioner, book online and read health information: Hong Kong practitioners and clinics in one place.',
};
function manifest(copy) {
  const { prefix } = copy;
  const text = copy.script === 'hans' ? toSimplified : (s) => s;
  return {
    id: `${prefix}/`,
    name: text('香港中醫網'),
    short_name: text('中醫網'),
    description: DESCRIPTION[copy.locale],
    lang: copy.lang,
    dir: 'ltr',
    start_url: `${prefix}/`,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: brand,
    background_color: background,
    categories: ['medical', 'health'],
    icons: icons
      .filter((i) => i.purpose)
      .map((i) => ({
        src: `/${i.file}`,
        sizes: `${i.px}x${i.px}`,
        type: 'image/png',
        purpose: i.purpose,
      })),
  };
}
for (const copy of COPIES) {
  await writeFile(
    join(dist, copy.dir, 'manifest.webmanifest'),
    JSON.stringify(manifest(copy), null, 2),
  );
}

// The first-load files of a script: its entry chunk, what that imports statically, their styles.
async function entryFiles(dir, prefix) {
  const chunks = JSON.parse(await readFile(join(dir, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = chunks[key];
    if (!chunk || files.has(`${prefix}${chunk.file}`)) return;
    files.add(`${prefix}${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`${prefix}${css}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(chunks)) if (chunk.isEntry) visit(key);
  if (files.size === 0) throw new Error(`pwa: no entry in ${dir}/.vite/manifest.json`);
  return [...files];
}

/**
 * What a page needs to move on without a network, beyond the entry: the progress bar of the
 * first in-app navigation, the phone menu and the notices (the saved time of a kept page among
 * them), each loaded the first time it is used, so a page read online may never have fetched it;
 * with the chunks and styles they import. Matched against the manifest's keys: source paths, or
 * the name of a chunk the bundler merged a small lazy module into (with Rollup the progress bar
 * shared its chunk with Mantine's Progress, so its key was `_route-progress-<hash>.js`).
 */
const NAVIGATION_MODULES = [
  /^(?:src\/components\/layout\/route-progress\.tsx|_route-progress-[\w-]+\.js)$/,
  /^src\/components\/layout\/mobile-menu\.tsx$/,
  // The notices: how they look, with the notifications code they import (lib/notify/notify.ts).
  /^src\/lib\/notify\/notice-show\.ts$/,
];
async function navigationFiles(dir, prefix) {
  const chunks = JSON.parse(await readFile(join(dir, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = chunks[key];
    if (!chunk || chunk.isEntry || files.has(`${prefix}${chunk.file}`)) return;
    files.add(`${prefix}${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`${prefix}${css}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const module of NAVIGATION_MODULES) {
    const key = Object.keys(chunks).find((k) => module.test(k));
    if (!key) throw new Error(`pwa: ${module} is not in ${dir}/.vite/manifest.json`);
    visit(key);
  }
  return [...files];
}

// Each copy's kit, by the copy's id: paths inside dist.
const kits = {};
for (const copy of COPIES) {
  const dir = join(dist, copy.dir);
  const prefix = copy.dir ? `${copy.dir}/` : '';
  const entry = await entryFiles(dir, prefix);
  const navigation = (await navigationFiles(dir, prefix)).filter((f) => !entry.includes(f));
  kits[copy.id] = [...entry, ...navigation];
}

// The worker: bundled alone (an IIFE, no imports at run time), production Workbox.
const out = await mkdtemp(join(tmpdir(), 'portal-sw-'));
try {
  await build({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    publicDir: false,
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __COPY_KITS__: JSON.stringify(kits),
    },
    build: {
      outDir: out,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      copyPublicDir: false,
      lib: {
        entry: join(webRoot, 'sw/service-worker.ts'),
        formats: ['iife'],
        name: 'portalServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  });
  const precached = [
    // Each copy's offline page (scripts/offline.mjs) and the one script they share.
    ...COPIES.map((copy) => join(copy.dir, 'offline.html')),
    'offline.js',
    'favicon.svg',
    ...COPIES.map((copy) => join(copy.dir, 'manifest.webmanifest')),
    ...icons.map((i) => i.file),
  ];
  const {
    count,
    size: bytes,
    warnings,
  } = await injectManifest({
    swSrc: join(out, 'sw.js'),
    swDest: join(dist, 'sw.js'),
    globDirectory: dist,
    globPatterns: precached,
  });
  for (const w of warnings) console.warn(`pwa: ${w}`);
  if (count !== precached.length) {
    throw new Error(`pwa: ${precached.length - count} precached files missing from dist/`);
  }
  const kitSizes = Object.entries(kits).map(([id, files]) => `${id} ${files.length}`);
  console.log(
    `pwa: ${icons.length} icons, ${COPIES.length} manifests, sw.js precaching ${count} files ` +
      `(${Math.round(bytes / 1024)} KB), kits of ${kitSizes.join(', ')} files, ` +
      `in ${Date.now() - started} ms`,
  );
} finally {
  await rm(out, { recursive: true, force: true });
}
