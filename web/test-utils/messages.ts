/**
 * Vitest's global setup for the web tests: the message catalogue compiled before any test file
 * imports it (scripts/messages.mjs; it does nothing when the catalogue has not changed), so the
 * tests run from a fresh clone too.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  execFileSync(
    process.execPath,
    [fileURLToPath(new URL('../scripts/messages.mjs', import.meta.url))],
    {
      stdio: 'inherit',
    },
  );
}
