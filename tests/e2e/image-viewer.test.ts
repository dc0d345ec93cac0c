/**
 * The image viewer at 1280 and 375 px: its on-screen arrows move between images on click and tap.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForApp } from '../helpers/browser';
import { useE2E } from '../helpers/e2e';

const env = useE2E();

const WIDTHS = [1280, 375] as const;
const SHOTS = join(tmpdir(), 'portal-e2e-shots');
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string, width: number, fullPage = true): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage });
}

async function open(width: number, path: string) {
  const t = await env.page({ width });
  await t.page.goto(path);
  await waitForApp(t.page);
  return t;
}

describe.each(WIDTHS)('at %i px', (width) => {
  it('image viewer: the on-screen arrows move between images on click and tap', async () => {
    const { page, errors } = await open(width, '/hospital/detail/C101');
    const thumbs = page.getByRole('button', { name: /^放大查看/ });
    await thumbs.first().waitFor();
    await thumbs.first().click();
    const dialog = page.getByRole('dialog');
    const caption = dialog.getByText(/（\d+ \/ \d+）/);
    await caption.waitFor();
    expect(await caption.textContent()).toContain('（1 / 3）');
    // A phone gets a tap (touch events), a desktop a mouse click: both must move.
    const press = (name: string) => {
      const button = dialog.getByRole('button', { name });
      return width === 375 ? button.tap() : button.click();
    };
    await press('下一張');
    await expect.poll(() => caption.textContent()).toContain('（2 / 3）');
    await press('下一張');
    await expect.poll(() => caption.textContent()).toContain('（3 / 3）');
    await shot(page, 'image-viewer', width, false);
    await press('上一張');
    await expect.poll(() => caption.textContent()).toContain('（2 / 3）');
    await press('上一張');
    await press('上一張');
    // Past the first image it wraps round to the last.
    await expect.poll(() => caption.textContent()).toContain('（3 / 3）');
    expect(errors).toEqual([]);
  });
});
