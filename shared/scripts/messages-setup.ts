/**
 * Vitest's global setup of the projects whose code reads the message catalogue (shared, web,
 * bff): the catalogue compiled before any test file imports it (messages.mjs; it does nothing
 * when the catalogue has not changed), so the tests run from a fresh clone too.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  execFileSync(process.execPath, [fileURLToPath(new URL('./messages.mjs', import.meta.url))], {
    stdio: 'inherit',
  });
}
