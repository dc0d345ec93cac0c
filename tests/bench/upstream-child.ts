/**
 * Runs the embedded reference upstream (`startUpstream` from @portal/upstream) in its own process
 * for the direct-vs-proxied comparison. DATA_DIR must point at a fresh temporary directory.
 * Prints `UPSTREAM_URL=<url>` when listening.
 */
import { startUpstream } from '@portal/upstream';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('upstream-child: DATA_DIR is required');

const upstream = await startUpstream({ host: '127.0.0.1', port: 0, dataDir });
console.log(`UPSTREAM_URL=${upstream.url}`);
process.on('SIGTERM', () => {
  void upstream.close().then(() => process.exit(0));
});
