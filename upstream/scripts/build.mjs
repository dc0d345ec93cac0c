/**
 * Compiles the demo upstream to JavaScript for production (`node upstream/dist/server.js`): one
 * bundle per entry with `@portal/shared` inlined and the npm dependencies left to node_modules.
 * The SQL migrations are read at run time beside the bundle, so they are copied into dist/.
 */
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(`${pkgDir}package.json`, 'utf8'));
const external = Object.keys(pkg.dependencies).flatMap((name) => [name, `${name}/*`]);

rmSync(`${pkgDir}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: pkgDir,
  entryPoints: { app: 'src/app.ts', server: 'src/server.ts', reset: 'src/reset.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external,
  sourcemap: 'linked',
  logLevel: 'warning',
});
cpSync(`${pkgDir}src/db/migrations`, `${pkgDir}dist/migrations`, { recursive: true });
