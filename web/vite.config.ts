import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLoadList } from './src/build/first-load';
import { pageAssets } from './src/build/page-assets';
import { pruneUnusedMantineCss } from './src/build/prune-unused-css';
import { stableMantineId } from './src/build/stable-mantine-id';
import { unusedRouterForm } from './src/build/unused-router-form';

const PURE_MODULES = [
  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?dayjs\/dayjs\.min\.js$/,
  /\/shared\/src\/[^/]+\.ts$/,
];

/**
 * The libraries of the browser build's first load in chunks of their own, evaluated one after
 * another before the app's entry (the BFF's loader imports them in name order): React, then the
 * router. Evaluating all the first-load code at once is one long task that
 * keeps a phone from answering taps; shorter ones leave room between them. Only libraries the
 * first view uses whole go here (the router is one module). Mantine and the query cache, whose
 * lazy pages import parts the first view never runs (mutations, several queries at once) through
 * the same index module, stay where Rollup puts each part: a chunk named here would carry every
 * part any page uses.
 */
const BOOT_CHUNKS: [RegExp, string][] = [
  [/[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, 'boot-1-react'],
  [/[\\/]node_modules[\\/]react-router[\\/]/, 'boot-2-libs'],
  // What only forms use, shared by the form pages: a chunk of its own, so that being small and
  // shared by many pages does not merge it into the entry.
  [/[\\/]src[\\/]lib[\\/](?:drafts[\\/]drafts|forms[\\/]first-error)\.ts$/, 'forms'],
  // The sweep of every draft, which sign-out imports: apart from the drafts code, or sign-out
  // would load the forms' code with it on every page.
  [/[\\/]src[\\/]lib[\\/]drafts[\\/]draft-storage\.ts$/, 'draft-storage'],
  // Small modules many pages share that no first view runs (the contact details, the readers of
  // upload and code answers, the install prompt, stylesheets of shared components): together, so
  // that being small and shared does not merge them into the entry either. Only modules without
  // imports of their own beyond React go here: a named chunk takes in what its modules import.
  [
    /[\\/]src[\\/](?:config[\\/]site\.ts|lib[\\/](?:http[\\/]answers|forms[\\/]use-recheck|offline[\\/]install-prompt)\.ts|components[\\/](?:tag-badge|stacked-table)[\\/][\w-]+\.module\.css)$/,
    'page-kit',
  ],
];

function bootChunk(id: string): string | undefined {
  return BOOT_CHUNKS.find(([re]) => re.test(id))?.[1];
}

/** The boot chunks' files: in the page before any lazy chunk is asked for. */
const BOOT_FILE = /(?:^|\/)boot-\d+-[^/]+\.js$/;

const bff = process.env.BFF_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    stableMantineId(),
    pruneUnusedMantineCss(),
    unusedRouterForm(),
    pageAssets(),
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
    // The favicon and robots.txt belong to the browser build only.
    copyPublicDir: !isSsrBuild,
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    // A lazy chunk's list of files to fetch with it (kept in the entry, one per page) leaves out
    // the boot chunks: every page has them before it loads anything lazily.
    modulePreload: {
      resolveDependencies: (_file, deps) => deps.filter((dep) => !BOOT_FILE.test(dep)),
    },
    target: 'es2022',
    // Terser's second pass makes the first load about 4 KB gzip smaller than esbuild's minifier
    // (mostly in React and the router), for about 10 s more build time.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: {
      // Side-effect-free chunks under 4 KB are merged into a chunk loaded with them: a page
      // otherwise asks for dozens of sub-kilobyte Mantine and icon modules, and starting each
      // fetch costs the phone's main thread more than the bytes do. Larger limits merge code
      // only a click needs (the drafts, sign-out's helpers) back into the entry, past its size
      // budget: at 8 KB the entry carried about 1 KB gzip that no first view runs.
      //
      // The server bundle's chunks end in `.server.js`: a server chunk whose code is the same as a
      // browser chunk's would otherwise get the browser file's very name, and the Simplified copy
      // (scripts/simplified.mjs), which renames every mention of a browser file in the copy, would
      // send the server's import of it to a file that is not there.
      output: isSsrBuild
        ? { chunkFileNames: 'assets/[name]-[hash].server.js' }
        : {
            manualChunks: bootChunk,
            experimentalMinChunkSize: 4096,
            // The entry names every lazy chunk's file (the list of files each page fetches): a
            // 7-character content hash (the least rollup takes for this many chunks) instead of
            // 8 keeps about 0.1 KB gzip of random letters out of the first load.
            chunkFileNames: 'assets/[name]-[hash:7].js',
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
}));
