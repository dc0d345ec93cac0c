/**
 * A link to a record that no longer exists, at 1280 and 375 px: it lands on the list with a notice,
 * from outside the portal and from within the app.
 */
import { describe, expect, it } from 'vitest';
import { waitForApp } from '../helpers/browser';
import { WIDTHS, useE2E } from '../helpers/e2e';
import { screenshots } from '../helpers/shots';

const env = useE2E();

const shot = screenshots();

describe.each(WIDTHS)('at %i px', (width) => {
  it('a stale link lands on the list with a notice, from outside and within the app', async () => {
    // Opened from outside: the BFF answers the redirect and renders the list with the notice.
    const res = await fetch(new URL('/doctor/D9999', env.portal.url), { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/doctor/list?missing=doctor');
    const html = await (await fetch(new URL('/doctor/list?missing=doctor', env.portal.url))).text();
    expect(html).toContain('找不到這位醫師，可能已更新或移除。');

    const { page, errors } = await env.open(width, '/doctor/D9999');
    expect(new URL(page.url()).pathname).toBe('/doctor/list');
    const notice = page.getByTestId('missing-record-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('找不到這位醫師，可能已更新或移除。');
    await shot(page, 'missing-doctor', width);
    // Closing it drops the reason from the address.
    await notice.getByRole('button', { name: '關閉提示' }).click();
    await page.waitForURL((u) => !u.searchParams.has('missing'));
    await expect.poll(() => notice.count()).toBe(0);

    // Within the app: a doctor saved on this device has since left the portal.
    await page.evaluate(() =>
      localStorage.setItem(
        'portal.saved',
        JSON.stringify([
          {
            kind: 'doctor',
            id: 'D9999',
            name: '已離開的醫師',
            subtitle: '',
            image: '',
            savedAt: 1,
          },
        ]),
      ),
    );
    await page.goto('/my-saved');
    await waitForApp(page);
    await page.getByText('已離開的醫師').click();
    await page.waitForURL(
      (u) => u.pathname === '/doctor/list' && u.searchParams.get('missing') === 'doctor',
    );
    await page.getByText('找不到這位醫師，可能已更新或移除。').waitFor();

    // And a news item, whose page checks the record before it shows (history navigation).
    await page.evaluate(() => {
      window.history.pushState({}, '', '/news/detail/N0000000');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(
      (u) => u.pathname === '/news/list' && u.searchParams.get('missing') === 'news',
    );
    await page.getByText('找不到這篇健康資訊，可能已更新或移除。').waitFor();

    await page.goto('/hospital/list');
    await waitForApp(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/hospital/detail/C9999');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(
      (u) => u.pathname === '/hospital/list' && u.searchParams.get('missing') === 'clinic',
    );
    await page.getByText('找不到這間診所，可能已更新或移除。').waitFor();
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });
});
