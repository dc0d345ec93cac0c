/**
 * The served HTML of every public page type and of the personal pages, in every copy
 * (Traditional, Simplified, English), checked by the W3C Nu Html Checker (`vnu-jar`, run with the
 * system's Java): no errors. Public pages are
 * checked as the server rendered them (their style elements in the head, the markup of every
 * component), so the check covers what Mantine and the pages write, not an empty frame.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPIES } from '@portal/shared';
import { useE2E } from '../helpers/e2e';

const env = useE2E();
const run = promisify(execFile);
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));
const JAVA = process.env.JAVA ?? 'java';

/** Pages without a record in their address, one per page type. */
const PAGES = [
  '/',
  '/login',
  '/register',
  '/forgetPassword',
  '/home/about',
  '/home/feedback',
  '/home/contact',
  '/home/disclaimer',
  '/home/privacy',
  '/appPrivacy',
  '/AppDownload',
  '/userService',
  '/userPrivacy',
  '/qySales',
  '/doctor/list',
  '/hospital/list',
  '/news/list',
  '/ask/list',
  '/ask/postnew',
  '/association/list',
  '/Activity/',
  '/children',
  '/children/height',
  '/children/weight',
  '/children/bmi',
  '/children/chest_circ',
  '/children/head_circ',
  '/job/list',
  '/os/register',
  '/os/doctor_signup',
  '/no/such/page',
];

/**
 * A record of each kind, taken from the sitemap: the detail pages and the doctor's sub-pages. The
 * doctor pattern leaves out the doctor list, which sits at the same depth as a doctor's page.
 */
const DETAIL_PATTERNS = [
  /^\/doctor\/(?!list$)[^/]+$/,
  /^\/hospital\/detail\//,
  /^\/news\/detail\//,
  /^\/ask\/detail\//,
  /^\/job\/details\//,
];

/**
 * The personal pages: the frame the BFF serves (the browser fills it in after signing in). The
 * frame is the same whoever asks and for whichever family member: no client's data is rendered on
 * the server, so a child's 成長紀錄 is checked under a made-up member id.
 */
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
  '/user/family',
  '/user/family/00000000-0000-4000-8000-000000000000/growth',
  '/user/my-data',
];

let dir: string;
const served = new Map<string, string>();
/** Where the server sent a request instead of serving the page (none is expected). */
const redirected = new Map<string, string>();

beforeAll(async () => {
  const sitemap = await (await fetch(`${env.portal.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const details = DETAIL_PATTERNS.map((pattern) => {
    const found = paths.find((p) => pattern.test(p));
    if (!found) throw new Error(`no ${String(pattern)} page in the sitemap`);
    return found;
  });
  const doctor = details[0]!;
  const publicPages = [...PAGES, ...details, `${doctor}/ask`, `${doctor}/news`];
  dir = mkdtempSync(join(tmpdir(), 'valid-html-'));
  for (const { prefix } of COPIES) {
    for (const path of [...publicPages, ...PERSONAL]) {
      const url = `${prefix}${path}`;
      // Not followed: a redirect (a missing record) would check some other page than meant.
      const res = await fetch(`${env.portal.url}${url}`, { redirect: 'manual' });
      if (res.status >= 300 && res.status < 400) {
        redirected.set(url, res.headers.get('location') ?? '');
        continue;
      }
      const html = await res.text();
      served.set(url, html);
      writeFileSync(join(dir, `${url.replace(/[^A-Za-z0-9-]/g, '_') || 'home'}.html`), html);
    }
  }
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('valid HTML', () => {
  it('checks real records: a doctor, its answers and articles, each kind of detail page', () => {
    expect(Object.fromEntries(redirected)).toEqual({});
    const doctor = [...served.keys()].find((url) => /^\/doctor\/(?!list$)[^/]+$/.test(url));
    expect(doctor).toBeDefined();
    for (const url of [`${doctor}/ask`, `${doctor}/news`]) {
      expect(served.get(url), url).toContain('<div id="root" data-ssr="1">');
    }
  });

  it('every public page was served rendered, every personal page as its frame', () => {
    for (const [url, html] of served) {
      const personal = PERSONAL.some((p) => url.endsWith(p));
      expect(html.includes('<div id="root" data-ssr="1">'), url).toBe(!personal);
    }
  });

  it('the Nu Html Checker finds no error on any of them, in every copy', async () => {
    const { stderr } = await run(
      JAVA,
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', dir],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((err: { stderr?: string; message: string }) => ({
      stderr: err.stderr ?? err.message,
    }));
    const { messages } = JSON.parse(stderr || '{"messages":[]}') as {
      messages: { type: string; url?: string; message: string; extract?: string }[];
    };
    const errors = messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => `${m.url?.split('/').pop() ?? ''}: ${m.message} ${m.extract ?? ''}`);
    expect(errors).toEqual([]);
  }, 180_000);
});
