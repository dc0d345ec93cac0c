/** What the browser tests that check accessibility share: a settled page, and axe's verdict. */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { waitForAnimations, waitForApp, waitForNetworkQuiet } from './browser';

/** Waits for the route's data, its skeletons to go, and Mantine's enter transitions to settle. */
export async function settle(page: Page): Promise<void> {
  await waitForApp(page);
  await waitForNetworkQuiet(page);
  await page
    .waitForFunction(() => !document.querySelector('.mantine-Skeleton-root, [aria-busy="true"]'), {
      timeout: 10_000,
    })
    .catch(() => undefined);
  await waitForAnimations(page);
}

/** axe's serious and critical violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.map((n) => {
        const data = n.any[0]?.data as { fgColor?: string; bgColor?: string } | undefined;
        const colours = data?.fgColor ? ` (${data.fgColor} on ${data.bgColor})` : '';
        return `${n.target.join(' ')}${colours} ${n.html.slice(0, 80)}`;
      });
      return `${v.id}: ${nodes.join(' | ')}`;
    });
}
