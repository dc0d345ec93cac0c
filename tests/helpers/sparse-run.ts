/**
 * Runs the sparse stub upstream on its own, to try the portal against it by hand:
 *
 *   node --import tsx tests/helpers/sparse-run.ts        # prints STUB=<url>
 *   UPSTREAM_URL=<url> npx -y pnpm@10.34.8 start
 */
import { startSparseUpstream } from './sparse-upstream';

const stub = await startSparseUpstream();
console.log(`STUB=${stub.url}`);
process.on('SIGTERM', () => void stub.close().then(() => process.exit(0)));
