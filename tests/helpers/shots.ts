/**
 * Screenshots the e2e tests leave behind for a person to look at: `<name>-<width>.png` in a
 * folder under the system's temp directory. A screenshot checks nothing and a full-page one costs
 * Chromium about as much as a page load, so under CI (`CI` set), where nobody opens the temp
 * folder, they are taken only when `E2E_SHOTS=1` asks for them.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Whether the tests save their screenshots (see above). */
export const SHOTS_WANTED = !process.env.CI || process.env.E2E_SHOTS === '1';

/** Saves a screenshot of `page` at `path` for a person to look at, when they are wanted. */
export async function saveShot(page: Page, path: string, fullPage = false): Promise<void> {
  if (SHOTS_WANTED) await page.screenshot({ path, fullPage });
}

/** Saves a screenshot of `page` as `<name>-<width>.png`. */
type Shot = (page: Page, name: string, width: number, fullPage?: boolean) => Promise<void>;

/**
 * A `shot` saving into `<temp dir>/<folder>` (created now), of the whole page unless `fullPage`
 * (here or in the call) says otherwise.
 */
export function screenshots(folder = 'portal-e2e-shots', fullPage = true): Shot {
  const dir = join(tmpdir(), folder);
  mkdirSync(dir, { recursive: true });
  return async (page, name, width, whole = fullPage) => {
    await saveShot(page, join(dir, `${name}-${width}.png`), whole);
  };
}
