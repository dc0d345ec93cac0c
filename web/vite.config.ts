import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// The table alone (Node loads this file itself, and the package's index imports without extensions).
import { COPIES } from '@portal/shared/copies';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLoadList } from './src/build/first-load';
import { pageAssets } from './src/build/page-assets';
import { pruneUnusedMantineCss } from './src/build/prune-unused-css';
import { stableMantineId } from './src/build/stable-mantine-id';
import { foldMessages } from './src/build/fold-messages';
import { simplifiedText } from './src/build/simplified-text';
import { staticLocale } from './src/build/static-locale';
import inlang from '../shared/project.inlang/settings.json' with { type: 'json' };
import { unusedRouterForm } from './src/build/unused-router-form';
import { unusedRouterPrefetch } from './src/build/unused-router-prefetch';

const PURE_MODULES = [
  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?dayjs\/dayjs\.min\.js$/,
  /\/shared\/src\/[^/]+\.ts$/,
  // The compiled message catalogue (shared/scripts/messages.mjs): its runtime sets up globals for
  // features this app does not use (middleware, locale splitting); nothing reads them.
  /[\\/]src[\\/]paraglide[\\/]/,
];

/**
 * The libraries of the browser build's first load in chunks of their own, evaluated one after
 * another before the app's entry (the BFF's loader imports them in name order): React, then the
 * router. Evaluating all the first-load code at once is one long task that
 * keeps a phone from answering taps; shorter ones leave room between them. Only libraries the
 * first view uses whole go here (the router is one module). Mantine and the query cache, whose
 * lazy pages import parts the first view never runs (mutations, several queries at once) through
 * the same index module, stay with the rest of the first load or with the pages that use them: a
 * chunk named here would carry every part any page uses.
 */
const BOOT_CHUNKS: [RegExp, string][] = [
  [/[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, 'boot-1-react'],
  [/[\\/]node_modules[\\/]react-router[\\/]/, 'boot-2-libs'],
  // The sweep of every draft, which sign-out imports: apart from the drafts code, or sign-out
  // would load the forms' code with it on every page, and could not start offline on a page that
  // never fetched it. Named before `forms`: a group takes in what its modules import, and the
  // drafts code imports the sweep.
  [/[\\/]src[\\/]lib[\\/]drafts[\\/]draft-storage\.ts$/, 'draft-storage'],
  // What only forms use, shared by the form pages: a chunk of its own, so that being small and
  // shared by many pages does not merge it into a chunk with other shared code.
  [/[\\/]src[\\/]lib[\\/](?:drafts[\\/]drafts|forms[\\/]first-error)\.ts$/, 'forms'],
  // Small modules many pages share that no first view runs (the contact details, the readers of
  // upload and code answers, the install prompt, stylesheets of shared components): together, so
  // that being small and shared does not merge them with other shared code either. This group
  // takes in only the modules named (CODE_SPLITTING below): what they import (the answers' messages)
  // goes where the rest of the build puts it, never into this chunk, which would then be part
  // of the first load whenever the entry imports any of it.
  [
    /[\\/]src[\\/](?:config[\\/]site\.ts|lib[\\/](?:http[\\/]answers|forms[\\/]use-recheck|offline[\\/]install-prompt)\.ts|components[\\/](?:tag-badge|stacked-table)[\\/][\w-]+\.module\.css)$/,
    'page-kit',
  ],
];

/**
 * How Rolldown splits the browser build: the chunks named above first (in their order), then the
 * rest of the first load in the entry, then what pages share.
 *
 * Left to itself, Rolldown makes a chunk of each set of pages sharing some modules: about 230
 * scripts, dozens of them sub-kilobyte Mantine, icon and component chunks. Each is one more fetch
 * for a page to start (which costs the phone's main thread more than the bytes do) and one more
 * name in the entry's list of the files each page fetches. So the modules pages share (libraries,
 * components, the lib and the features) are grouped by the pages that use them, and a group under
 * 4,096 bytes of source is merged into its nearest neighbour: about 140 scripts, 1.4 KB gzip less
 * in the first load, and a page's shared code as large as Rollup's chunking made it. Larger limits
 * make every page load code of many others (at 16,000 bytes, twice as much shared code a page).
 */
/** The chunks pages share (one name for all: Rolldown adds the names of the pages to it). */
const SHARED_CHUNK = 'shared';

function isSharedChunk(name: string): boolean {
  return name === SHARED_CHUNK || name.startsWith(`${SHARED_CHUNK}~`);
}

const CODE_SPLITTING = {
  groups: [
    ...BOOT_CHUNKS.map(([test, name], i) => ({
      name,
      test,
      priority: 100 - i,
      ...(name === 'page-kit' ? { includeDependenciesRecursively: false } : {}),
    })),
    { name: 'index', tags: ['$initial' as const], priority: 50 },
    {
      name: SHARED_CHUNK,
      test: /[\\/]node_modules[\\/]|[\\/]src[\\/](?:components|lib|features)[\\/]/,
      minShareCount: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: 4096,
    },
  ],
};

/** The boot chunks' files: in the page before any lazy chunk is asked for. */
const BOOT_FILE = /(?:^|\/)boot-\d+-[^/]+\.js$/;

const bff = process.env.BFF_URL ?? 'http://127.0.0.1:3000';

/**
 * The copy of the app a build makes, by the mode naming its folder: the Traditional one by default
 * (dist/), the Simplified one with `--mode zh-cn`, served under /zh-cn/ from dist/zh-cn, and the
 * English one with `--mode en`, under /en/ from dist/en; each with its server render in its
 * folder's server/, built with `--ssr` and the same mode.
 */
function buildCopy(mode: string) {
  const copy = COPIES.find((c) => c.dir !== '' && c.dir === mode) ?? COPIES[0]!;
  return {
    locale: copy.locale,
    script: copy.script,
    base: `${copy.prefix}/`,
    outDir: join('dist', copy.dir),
  };
}

export default defineConfig(({ isSsrBuild, mode }) => {
  const copy = buildCopy(mode);
  return {
    base: copy.base,
    plugins: [
      react(),
      // A browser build carries its copy's text of each message and no other (the catalogue is
      // compiled by shared/scripts/messages.mjs before the build); so does the Simplified copy's
      // server render, which renders no other locale.
      staticLocale(copy.locale, inlang.baseLocale, { server: copy.locale === 'zh-Hans' }),
      // ... and each call of a message whose text is known becomes that text.
      foldMessages(() =>
        JSON.parse(
          readFileSync(new URL(`../shared/messages/${copy.locale}.json`, import.meta.url), 'utf8'),
        ),
      ),
      // The Simplified copy's Chinese text outside the catalogue, converted module by module.
      ...(copy.script === 'hans' ? [simplifiedText()] : []),
      stableMantineId(),
      pruneUnusedMantineCss(),
      unusedRouterForm(),
      unusedRouterPrefetch(),
      pageAssets(copy.outDir),
      firstLoadList(),
    ],
    // The server render (src/app/entry-server.tsx, built into dist/server/ by `pnpm build`) carries
    // its dependencies inside it: the BFF needs neither Vite nor the web package's node_modules.
    ssr: { noExternal: true, target: 'node' },
    // React's production build on the server too, whatever NODE_ENV the BFF runs with (the
    // development build renders several times slower).
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    build: {
      manifest: !isSsrBuild,
      // The favicon, one file at the site's root for every copy, belongs to the Traditional
      // browser build only (each copy's offline page is written by scripts/offline.mjs).
      copyPublicDir: !isSsrBuild && copy.locale === 'zh-Hant-HK',
      outDir: isSsrBuild ? join(copy.outDir, 'server') : copy.outDir,
      assetsDir: 'assets',
      sourcemap: false,
      // A lazy chunk's list of files to fetch with it (kept in the entry, one per page) leaves out
      // the boot chunks: every page has them before it loads anything lazily.
      modulePreload: {
        resolveDependencies: (_file, deps) => deps.filter((dep) => !BOOT_FILE.test(dep)),
      },
      target: 'es2022',
      // Vite's own minifier (Oxc): its first load is about 0.5 KB gzip smaller than terser's with
      // two passes, and the browser build takes seconds instead of about 20.
      minify: true,
      rolldownOptions: {
        output: isSsrBuild
          ? {}
          : {
              codeSplitting: CODE_SPLITTING,
              // The entry names every lazy chunk's file (the list of files each page fetches): a
              // 7-character content hash instead of 8 keeps about 0.1 KB gzip of random letters out
              // of the first load, and a shared chunk's file is not named after every page using it.
              chunkFileNames: (chunk) =>
                isSharedChunk(chunk.name)
                  ? `assets/${SHARED_CHUNK}-[hash:7].js`
                  : 'assets/[name]-[hash:7].js',
              // The same for a shared chunk's stylesheet, which the entry's list names too.
              assetFileNames: (asset) =>
                asset.names.some(isSharedChunk)
                  ? `assets/${SHARED_CHUNK}-[hash][extname]`
                  : 'assets/[name]-[hash][extname]',
            },
        treeshake: {
          // Modules known to have no side effects of their own, so a chunk that imports them
          // without using them leaves them out: dayjs's core (the entry imports @portal/shared,
          // which formats dates, but formats none itself; locale and plugin modules keep their side
          // effects) and @portal/shared (pure constants, tables and functions by design, e.g. the
          // call catalogue that only lazy pages use).
          moduleSideEffects: (id) => !PURE_MODULES.some((re) => re.test(id)),
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': bff, '/bff': bff, '/files': bff },
    },
  };
});
