/**
 * Accessibility: axe-core on every page type at 1280 px and 375 px, no serious or critical
 * violations. axe is evaluated through the DevTools protocol (page.evaluate), so the BFF's CSP,
 * which refuses inline scripts, does not get in the way.
 *
 * The same visit of every public page type the server renders (home, each list and each detail)
 * also checks that the SPA takes the served page over cleanly: the root says it was
 * server-rendered, nothing the server rendered with is fetched again on mount (doctor cards'
 * earliest free times included), and there is no hydration warning or React error
 * #418/#423/#425. One visit per page for both checks keeps the browser stage short.
 */
import axe from 'axe-core';
import type { ConsoleMessage, Page, Request } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { HANS_PREFIX, siteCopy } from '@portal/shared';
import { settle } from '../helpers/axe';
import { WIDTHS, logInThroughApi, registerClient, useE2E } from '../helpers/e2e';
import { addChildWithRecords, type ChildRecords } from '../helpers/family';

const env = useE2E();
const EN_PREFIX = siteCopy('en').prefix;

interface PageCase {
  name: string;
  path: string;
  /** Needs the demo account's session. */
  login?: boolean;
  /**
   * Needs a child with growth records on the demo account (helpers/family.ts): `:child` in the
   * path is its id. Added once per width, removed when the width's pages are done.
   */
  child?: boolean;
  /** Brings up what is audited beyond the page itself (a dialog, an edit form). */
  open?: (page: Page) => Promise<void>;
  /** A public page type the server renders: its hydration is checked on the same visit. */
  ssr?: true;
}

const PAGES: PageCase[] = [
  { name: 'home', path: '/', ssr: true },
  { name: 'doctor list', path: '/doctor/list', ssr: true },
  { name: 'doctor detail', path: '/doctor/D1001', ssr: true },
  { name: 'clinic list', path: '/hospital/list', ssr: true },
  { name: 'clinic detail', path: '/hospital/detail/C101', ssr: true },
  { name: 'news list', path: '/news/list', ssr: true },
  { name: 'news detail', path: '/news/detail/N1001', ssr: true },
  { name: 'ask list', path: '/ask/list', ssr: true },
  { name: 'ask detail', path: '/ask/detail/A1001', ssr: true },
  { name: 'children tool', path: '/children/height' },
  { name: 'job list', path: '/job/list', ssr: true },
  { name: 'job detail', path: '/job/details/J1001', ssr: true },
  { name: 'association list', path: '/association/list' },
  { name: 'activities', path: '/Activity/' },
  { name: 'app download', path: '/AppDownload' },
  { name: 'saved list', path: '/my-saved' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'user centre (logged in)', path: '/user/userInfo', login: true },
  { name: 'not found', path: '/no-such-page-for-axe' },
];

/** A dialog opened from the page, once its content has arrived. */
async function dialogFrom(page: Page, button: RegExp | string, scope?: string) {
  const where = scope ? page.getByTestId(scope).first() : page;
  await where.getByRole('button', { name: button }).first().click();
  await page.getByRole('dialog').waitFor();
}

/**
 * The rest of the portal: the other personal-centre pages (and the dialogs and edit forms they
 * open), the account and information pages, the sign-up and sales pages, an activity's details.
 */
const MORE_PAGES: PageCase[] = [
  {
    name: 'activity detail',
    path: '/Activity/',
    open: async (page) => {
      await dialogFrom(page, /^詳情及報名/, 'activity-card');
      await page.getByTestId('activity-detail').waitFor();
    },
  },
  { name: 'doctor answers', path: '/doctor/D1001/ask' },
  { name: 'doctor articles', path: '/doctor/D1001/news' },
  { name: 'sales points', path: '/qySales' },
  { name: 'forgotten password', path: '/forgetPassword' },
  { name: 'feedback', path: '/home/feedback' },
  { name: 'about', path: '/home/about' },
  { name: 'contact', path: '/home/contact' },
  { name: 'doctor sign-up', path: '/os/register' },
  { name: 'doctor sign-up (logged in)', path: '/os/register', login: true },
  {
    name: 'profile form',
    path: '/user/userInfo',
    login: true,
    open: async (page) => {
      await page.getByRole('button', { name: '編輯資料' }).click();
      await page.getByRole('button', { name: '儲存' }).waitFor();
    },
  },
  { name: 'password', path: '/user/updatePassword', login: true },
  { name: 'bookings', path: '/user/booking/order', login: true },
  { name: 'visit records', path: '/user/booking/record', login: true },
  { name: 'visit detail', path: '/user/booking/record/detail/R20001', login: true },
  { name: 'plan cards', path: '/user/card/plan', login: true },
  { name: 'service cards', path: '/user/card/service', login: true },
  {
    name: 'service card usage',
    path: '/user/card/service',
    login: true,
    open: async (page) => {
      await dialogFrom(page, '使用記錄', 'card-item');
      await page.getByRole('dialog').getByTestId('usage-total').waitFor();
    },
  },
  { name: 'questions and answers', path: '/user/aq-news/question', login: true },
  { name: 'ask a question', path: '/ask/postnew', login: true },
  { name: 'resume', path: '/user/resume', login: true },
  {
    name: 'resume form',
    path: '/user/resume',
    login: true,
    open: async (page) => {
      await page.getByRole('button', { name: '編輯' }).click();
      await page.getByRole('button', { name: '儲存履歷' }).waitFor();
    },
  },
  { name: 'applications', path: '/user/applyJobs', login: true },
  { name: 'my activities', path: '/user/association/myActivity', login: true },
  // 家庭成員, a child's 成長紀錄 and 我的資料, in both scripts.
  ...['', HANS_PREFIX].flatMap((prefix): PageCase[] => [
    {
      name: `family members${prefix && ` (${prefix})`}`,
      path: `${prefix}/user/family`,
      login: true,
      child: true,
    },
    {
      name: `growth records${prefix && ` (${prefix})`}`,
      path: `${prefix}/user/family/:child/growth`,
      login: true,
      child: true,
    },
    { name: `my data${prefix && ` (${prefix})`}`, path: `${prefix}/user/my-data`, login: true },
  ]),
  // The English forms, whose labels and errors are longest (the pages themselves: htmlcs.test.ts).
  {
    name: 'profile form (English)',
    path: `${EN_PREFIX}/user/userInfo`,
    login: true,
    open: async (page) => {
      await page.getByRole('button', { name: 'Edit details' }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    },
  },
  {
    name: 'resume form (English)',
    path: `${EN_PREFIX}/user/resume`,
    login: true,
    open: async (page) => {
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('button', { name: 'Save CV' }).waitFor();
    },
  },
];

const BLOCKING = new Set(['serious', 'critical']);

const HYDRATION =
  /hydrat|did not match|Minified React error #(?:418|423|425)|react\.dev\/errors\/(?:418|423|425)/i;

/**
 * Follows a visit of a server-rendered page: the data calls it makes, its console warnings, and
 * its console errors and uncaught errors. The function returned stops following and gives them.
 */
function followHydration(page: Page) {
  const fetched: string[] = [];
  const warnings: string[] = [];
  const errors: string[] = [];
  const onRequest = (req: Request) => {
    const url = new URL(req.url());
    if (/^\/(api|bff\/(availability|doctors))(\/|$)/.test(url.pathname)) {
      fetched.push(url.pathname);
    }
  };
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
    if (msg.type() === 'error') errors.push(msg.text());
  };
  const onError = (err: Error) => errors.push(`pageerror: ${err.message}`);
  page.on('request', onRequest);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return () => {
    page.off('request', onRequest);
    page.off('console', onConsole);
    page.off('pageerror', onError);
    return { fetched, warnings, errors };
  };
}

interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** For color-contrast: the colours and ratio axe measured, so the owner can find the token. */
function contrastNote(checks: { data?: unknown }[]): string {
  const data = checks[0]?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
    | undefined;
  if (!data?.fgColor) return '';
  return ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1, needs ${data.expectedContrastRatio})`;
}

/** Runs axe on the page as it is now; returns the serious and critical violations. */
async function audit(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes
        .slice(0, 6)
        .map((n) => `${n.target.join(' ')}${contrastNote(n.any)} ${n.html.slice(0, 90)}`),
    }));
}

function describeViolations(name: string, width: number, list: Violation[]): string {
  return list
    .map(
      (v) => `[${name} @ ${width}px] ${v.id} (${v.impact}): ${v.help} -> ${v.targets.join(' | ')}`,
    )
    .join('\n');
}

describe.each(WIDTHS)('axe at %i px', (width) => {
  let anonymous: Page | undefined;
  let member: Page | undefined;
  let child: ChildRecords | undefined;

  async function pageFor(c: PageCase): Promise<Page> {
    if (c.login) {
      if (!member) {
        member = (await env.page({ width, keep: true })).page;
        await logInThroughApi(member, env.portal);
      }
      if (c.child) child ??= await addChildWithRecords(member, env.portal.url);
      return member;
    }
    anonymous ??= (await env.page({ width, keep: true })).page;
    return anonymous;
  }

  // The demo account is the next file's on this worker too: it gets it back without the child.
  afterAll(async () => {
    await child?.remove();
  });

  // The further pages at the phone width only: their layout is the tighter one there, the
  // personal centre is audited at 1280 px in user-centre.test.ts (at 375 px only here), and both
  // widths would add about three minutes on a busy machine.
  it.each(width === 375 ? [...PAGES, ...MORE_PAGES] : PAGES)(
    '$name ($path) has no serious or critical violations, and hydrates cleanly if server-rendered',
    async (c) => {
      const page = await pageFor(c);
      const path = child ? c.path.replace(':child', child.id) : c.path;
      const followed = c.ssr ? followHydration(page) : undefined;
      await page.goto(path);
      await settle(page);
      if (followed) {
        const { fetched, warnings, errors } = followed();
        expect(await page.locator('#root[data-ssr]').count(), `${c.path} server-rendered`).toBe(1);
        // What the server rendered with is in the query cache: nothing is fetched again on mount.
        expect(fetched, `${c.path} fetched on mount`).toEqual([]);
        expect(
          warnings.filter((w) => HYDRATION.test(w)),
          `${c.path} hydration`,
        ).toEqual([]);
        expect(errors, `${c.path} errors`).toEqual([]);
      }
      if (c.open) {
        await c.open(page);
        await settle(page);
      }
      // A redirect (missing record, no session) would audit some other page.
      expect(new URL(page.url()).pathname, `${path} redirected`).toBe(path);
      const violations = await audit(page);
      const text = describeViolations(c.name, width, violations);
      if (text) console.warn(text);
      expect(violations, text).toEqual([]);
    },
  );
});

/**
 * Presses Tab until the focused element matches `selector` (and contains `text`), without ever
 * touching the mouse. Returns false when it was not reached within `max` presses.
 */
async function tabTo(page: Page, selector: string, text = '', max = 80): Promise<boolean> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate(
      ({ selector, text }) => {
        const el = document.activeElement;
        return Boolean(el?.matches(selector) && (el.textContent ?? '').includes(text));
      },
      { selector, text },
    );
    if (hit) return true;
  }
  return false;
}

describe('keyboard only', () => {
  it('books a doctor with Tab, Space and Enter through the booking picker', async () => {
    const { page } = await env.page({ width: 1280 });
    await registerClient(page, env.portal, '鍵盤測試');
    await page.goto('/doctor/D1001');
    await settle(page);

    expect(await tabTo(page, 'a', '網上預約'), 'reach 網上預約 with Tab').toBe(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('booking-picker').waitFor();
    await settle(page);

    // With several clinics the first step is a chip group (radios: Space picks one).
    if ((await page.locator('[aria-labelledby="booking-day"]').count()) === 0) {
      expect(await tabTo(page, 'input[type="radio"], input[type="checkbox"]')).toBe(true);
      await page.keyboard.press('Space');
      await page.locator('[aria-labelledby="booking-day"]').waitFor();
    }

    // Walk the days in order until one offers an open time section: the date strip is one tab
    // stop, and the arrow keys move along it.
    const openSection = '[aria-labelledby="booking-time"] button:not([disabled])';
    const dayStop = '[aria-labelledby="booking-day"] button[tabindex="0"]';
    let found = false;
    for (let i = 0; i < 14 && !found; i += 1) {
      expect(await tabTo(page, dayStop, '', 40), 'reach the date strip with Tab').toBe(true);
      if (i > 0) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page
        .locator('[aria-labelledby="booking-time"]')
        .waitFor()
        .catch(() => undefined);
      await settle(page);
      found = (await page.locator(openSection).count()) > 0;
    }
    expect(found, 'a day with an open section, reached by keyboard').toBe(true);

    expect(await tabTo(page, openSection), 'reach an open section with Tab').toBe(true);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-pressed')))
      .toBe('true');

    expect(await tabTo(page, 'button', '確認預約'), 'reach 確認預約 with Tab').toBe(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('booking-confirmation').waitFor({ timeout: 15_000 });
  });
});
