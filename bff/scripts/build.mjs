/**
 * Compiles the BFF to JavaScript for production (`node bff/dist/server.js`): one bundle with
 * `@portal/shared` inlined and the npm dependencies left to node_modules, so the image needs
 * neither tsx nor TypeScript. The demo upstream stays out of the bundle: `server.ts` imports it
 * only when UPSTREAM_URL is unset, and here that import points at the upstream's own compiled
 * output (`upstream/dist/app.js`), which only the demo image carries.
 */
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(`${pkgDir}package.json`, 'utf8'));
const external = Object.keys(pkg.dependencies).flatMap((name) => [name, `${name}/*`]);

/** `@portal/upstream` -> the compiled upstream, resolved by Node at run time, never bundled. */
const compiledUpstream = {
  name: 'compiled-upstream',
  setup(b) {
    b.onResolve({ filter: /^@portal\/upstream$/ }, () => ({
      path: '../../upstream/dist/app.js',
      external: true,
    }));
  },
};

rmSync(`${pkgDir}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: pkgDir,
  entryPoints: { server: 'src/server.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external,
  plugins: [compiledUpstream],
  sourcemap: 'linked',
  logLevel: 'warning',
});
