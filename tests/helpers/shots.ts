/**
 * Screenshots the e2e tests leave behind for a person to look at: `<name>-<width>.png` in a
 * folder under the system's temp directory.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

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
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: whole });
  };
}
