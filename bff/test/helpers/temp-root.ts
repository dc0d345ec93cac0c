/**
 * Global setup of the BFF's test projects: one folder under the system's temp directory that
 * every test's temporary data goes in (`tempDir`, temp-dir.ts), removed with everything in it
 * when the run ends, so a run leaves nothing behind.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's temp folder (see above). */
    tempRoot: string;
  }
}

export default function setup(project: TestProject): () => void {
  const root = mkdtempSync(join(tmpdir(), 'bff-tests-'));
  project.provide('tempRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
