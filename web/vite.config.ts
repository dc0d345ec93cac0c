import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pageAssets } from './src/build/page-assets';
import { pruneUnusedMantineCss } from './src/build/prune-unused-css';
import { stableMantineId } from './src/build/stable-mantine-id';

const PURE_MODULES = [
  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?dayjs\/dayjs\.min\.js$/,
  /\/shared\/src\/[^/]+\.ts$/,
];

/**
 * The libraries of the browser build's first load in chunks of their own, evaluated one after
 * another before the app's entry (the BFF's loader imports them in name order): React, then the
 * router and the query cache. Evaluating all the first-load code at once is one long task that
 * keeps a phone from answering taps; shorter ones leave room between them. Only libraries the
 * first view uses whole go here; Mantine, whose components lazy pages also import through the
 * same index module, stays where Rollup puts each part.
 */
const BOOT_CHUNKS: [RegExp, string][] = [
  [/[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, 'boot-1-react'],
  [/[\\/]node_modules[\\/](?:react-router|@tanstack[\\/][^\\/]+)[\\/]/, 'boot-2-libs'],
];

function bootChunk(id: string): string | undefined {
  return BOOT_CHUNKS.find(([re]) => re.test(id))?.[1];
}

const bff = process.env.BFF_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), stableMantineId(), pruneUnusedMantineCss(), pageAssets()],
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
    target: 'es2022',
    rollupOptions: {
      // Side-effect-free chunks under 4 KB are merged into a chunk loaded with them: a page
      // otherwise asks for dozens of sub-kilobyte Mantine and icon modules, and starting each
      // fetch costs the phone's main thread more than the bytes do. Larger limits merge code
      // only a click needs (the drafts, sign-out's helpers) back into the entry, past its size
      // budget: at 8 KB the entry carried about 1 KB gzip that no first view runs.
      output: isSsrBuild ? {} : { manualChunks: bootChunk, experimentalMinChunkSize: 4096 },
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
