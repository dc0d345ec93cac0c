/**
 * Reseeds the demo data and exits: `node --import tsx upstream/src/reset.ts` (or
 * `pnpm --filter @portal/upstream reset`). Resets `DATA_DIR` when set; otherwise the data folders
 * the two start commands use: `bff/.data` (`pnpm start`) and `upstream/.data` (upstream alone).
 */
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from './db/index';

const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dirs = process.env.DATA_DIR
  ? [resolve(process.env.DATA_DIR)]
  : [resolve(pkgDir, '..', 'bff', '.data'), resolve(pkgDir, '.data')].filter((d) => existsSync(d));

if (dirs.length === 0) process.stdout.write('no demo data yet: it is created on first start\n');
for (const dataDir of dirs) {
  rmSync(join(dataDir, 'uploads'), { recursive: true, force: true });
  const db = openDb({ dataDir, reset: true, now: Date.now() });
  db.close();
  process.stdout.write(`demo data reset in ${dataDir}\n`);
}
