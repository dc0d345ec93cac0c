/**
 * Contrast as a second, independent checker sees it: HTML_CodeSniffer's WCAG2AA standard on every
 * page type at 1280 px and 375 px finds no contrast error (success criterion 1.4.3). The public
 * pages are checked in every copy (Simplified and English at 375 px, where text wraps most; the
 * English pages by axe too, in the same visit), the personal ones signed in as the
 * demo client (the family pages in both scripts too, with a child the test adds and removes; in
 * English at 375 px, by axe too, and measured for text cut off or overlapping);
 * each page is settled first (its data in, skeletons and transitions gone), as the axe test does.
 *
 * HTML_CodeSniffer is evaluated through the DevTools protocol (page.evaluate), like axe, so the
 * BFF's CSP, which refuses inline scripts, does not get in the way. Two pages take turns on the
 * list so the checks overlap the pages' loading.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HANS_PREFIX, siteCopy } from '@portal/shared';
import { seriousViolations, settle } from '../helpers/axe';
import { WIDTHS, logInThroughApi, useE2E } from '../helpers/e2e';
import { addChildWithRecords } from '../helpers/family';
import { unreadableText } from '../helpers/layout';

const env = useE2E();
const EN_PREFIX = siteCopy('en').prefix;

const HTMLCS_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

/** The public page types: home, each list and detail, the information and sign-up pages. */
const PUBLIC = [
  '/',
  '/doctor/list',
  '/doctor/D1001',
  '/doctor/D1001/ask',
  '/doctor/D1001/news',
  '/hospital/list',
  '/hospital/detail/C101',
  '/news/list',
  '/news/detail/N1001',
  '/ask/list',
  '/ask/detail/A1001',
  '/children/height',
  '/job/list',
  '/job/details/J1001',
  '/association/list',
  '/Activity/',
  '/AppDownload',
  '/qySales',
  '/home/about',
  '/home/feedback',
  '/home/contact',
  '/login',
  '/register',
  '/forgetPassword',
  '/os/register',
  '/os/doctor_signup',
  '/no-such-page-for-htmlcs',
];

/** The personal pages, and the forms that look different to a client who is signed in. */
const PERSONAL = [
  '/user/userInfo',
  '/user/updatePassword',
  '/user/booking/order',
  '/user/booking/record',
  '/user/card/plan',
  '/user/card/service',
  '/user/aq-news/question',
  '/user/resume',
  '/user/applyJobs',
  '/user/association/myActivity',
  '/ask/postnew',
  '/os/register',
  // 家庭成員, a child's 成長紀錄 (`:child`: a child the test adds) and 我的資料, in both scripts.
  ...['', HANS_PREFIX].flatMap((prefix) =>
    ['/user/family', '/user/family/:child/growth', '/user/my-data'].map((p) => `${prefix}${p}`),
  ),
];

interface Message {
  type: number;
  code: string;
  msg: string;
  element: string;
}

/** HTML_CodeSniffer's WCAG2AA errors on the page as it is now. */
async function sniff(page: Page): Promise<Message[]> {
  const loaded = await page.evaluate(() => typeof (window as { HTMLCS?: unknown }).HTMLCS);
  if (loaded !== 'object') {
    await page.evaluate(HTMLCS_SOURCE);
    // The autocomplete sniff (1.3.5) asks for three of its messages spelt "InvalidAutoComplete"
    // while the English texts spell them "InvalidAutocomplete", and stops on the missing text.
    // Give the texts the spelling the sniff asks for.
    await page.evaluate(() => {
      const en = (window as unknown as { translation: { en: Record<string, string> } }).translation
        .en;
      for (const [key, text] of Object.entries(en)) {
        const asked = key.replace('InvalidAutocomplete_', 'InvalidAutoComplete_');
        if (asked !== key) en[asked] ??= text;
      }
    });
  }
  return page.evaluate(
    () =>
      new Promise<Message[]>((resolve, reject) => {
        interface Sniffer {
          process(
            standard: string,
            content: Document,
            done: () => void,
            failed: () => void,
            language: string,
          ): void;
          getMessages(): { type: number; code: string; msg: string; element?: Element | null }[];
        }
        const htmlcs = (window as unknown as { HTMLCS: Sniffer }).HTMLCS;
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((m) => m.type === 1)
                .map((m) => ({
                  type: m.type,
                  code: m.code,
                  msg: m.msg,
                  element: (m.element?.outerHTML ?? String(m.element?.nodeName)).slice(0, 160),
                })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not load the WCAG2AA standard')),
          'en',
        );
      }),
  );
}

function isEnglish(path: string): boolean {
  return path === EN_PREFIX || path.startsWith(`${EN_PREFIX}/`);
}

/**
 * Visits each path on one of `pages` in turn; the contrast errors found, one line each, axe's
 * serious or critical violations on the paths `axeToo` names, and text cut off, past the edge or
 * over other text on the paths `layoutToo` names (checked in the same visit).
 */
async function contrastErrors(
  pages: Page[],
  paths: string[],
  width: number,
  axeToo: (path: string) => boolean = () => false,
  layoutToo: (path: string) => boolean = () => false,
): Promise<string[]> {
  const queue = [...paths];
  const found: string[] = [];
  await Promise.all(
    pages.map(async (page) => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        await page.goto(path);
        await settle(page);
        // A redirect (missing record, no session) would check some other page.
        expect(new URL(page.url()).pathname, `${path} redirected`).toBe(path);
        for (const m of await sniff(page)) {
          if (m.code.includes('1_4_3'))
            found.push(`[${path} @ ${width}px] ${m.msg} -> ${m.element}`);
        }
        if (axeToo(path)) {
          for (const v of await seriousViolations(page))
            found.push(`[${path} @ ${width}px] axe ${v}`);
        }
        if (layoutToo(path)) {
          for (const p of await unreadableText(page)) found.push(`[${path} @ ${width}px] ${p}`);
        }
      }
    }),
  );
  return found;
}

describe.each(WIDTHS)('HTML_CodeSniffer WCAG2AA at %i px', (width) => {
  async function pages(login: boolean): Promise<Page[]> {
    const made = await Promise.all([0, 1].map(() => env.page({ width })));
    if (login) await Promise.all(made.map((p) => logInThroughApi(p.page, env.portal)));
    return made.map((p) => p.page);
  }

  it('finds no contrast error on the public pages, in every copy', async () => {
    // Simplified and English at the phone width only: the same components in the same colours,
    // whose text wraps most there; Traditional at both. axe checks the Traditional and Simplified
    // pages in a11y.test.ts; the English ones here, in the same visit.
    const prefixes = width === 375 ? ['', HANS_PREFIX, EN_PREFIX] : [''];
    const paths = prefixes.flatMap((prefix) =>
      PUBLIC.map((p) => (prefix && p === '/' ? prefix : `${prefix}${p}`)),
    );
    const found = await contrastErrors(await pages(false), paths, width, isEnglish);
    expect(found, found.join('\n')).toEqual([]);
  }, 240_000);

  it('finds no contrast error on the personal pages, signed in', async () => {
    const signedIn = await pages(true);
    const child = await addChildWithRecords(signedIn[0]!, env.portal.url);
    try {
      // The English personal pages at the phone width, by axe too in the same visit.
      const english = width === 375 ? PERSONAL.filter((p) => !p.startsWith(HANS_PREFIX)) : [];
      const paths = [...PERSONAL, ...english.map((p) => `${EN_PREFIX}${p}`)].map((p) =>
        p.replace(':child', child.id),
      );
      // Their words whole too: the public routes are measured in ssr.test.ts, these only here.
      const found = await contrastErrors(signedIn, paths, width, isEnglish, isEnglish);
      expect(found, found.join('\n')).toEqual([]);
    } finally {
      // The demo account is the next file's on this worker too: it gets it back as it was.
      await child.remove();
    }
  }, 240_000);
});
