/**
 * The image viewer at 1280 and 375 px: its on-screen arrows move between images on click and tap.
 */
import { describe, expect, it } from 'vitest';
import { WIDTHS, useE2E } from '../helpers/e2e';
import { screenshots } from '../helpers/shots';

const env = useE2E();

const shot = screenshots();

describe.each(WIDTHS)('at %i px', (width) => {
  it('image viewer: the on-screen arrows move between images on click and tap', async () => {
    const { page, errors } = await env.open(width, '/hospital/detail/C101');
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
