/**
 * Standalone process entry: `node --import tsx upstream/src/server.ts [--reset]` (`--reset` reseeds
 * the demo data first, uploads included).
 * Env: PORT (default 4000), HOST (default 127.0.0.1), DATA_DIR (default ./.data), UPSTREAM_DEMO
 * (0 turns demo mode off), LOG_LEVEL (default info).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defaultDataDir, startUpstream } from './app';

const reset = process.argv.includes('--reset');
if (reset) rmSync(join(defaultDataDir(), 'uploads'), { recursive: true, force: true });
const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';

const server = await startUpstream({
  host,
  port,
  reset,
  requestLogging: true,
  dataDir: defaultDataDir(),
  logger: {
    name: 'upstream',
    level: process.env.LOG_LEVEL ?? 'info',
    redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
  },
});
process.stdout.write(`upstream listening on ${server.url} (data in ${defaultDataDir()})\n`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
