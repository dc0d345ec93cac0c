/**
 * The served HTML of every public page type and of the personal pages, in every copy
 * (Traditional, Simplified, English), checked by the W3C Nu Html Checker (`vnu-jar`, run with the
 * system's Java): no errors. Public pages are
 * checked as the server rendered them (their style elements in the head, the markup of every
 * component), so the check covers what Mantine and the pages write, not an empty frame. The same
 * pages' JSON-LD is held to Google's structured-data rules (helpers/structured-data.ts), with each
 * creative work's `inLanguage` that of its copy.
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
import { jsonLdOf, structuredDataErrors } from '../helpers/structured-data';

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
/** Every address the sitemap lists, in every copy. */
let sitemapPaths: string[] = [];
/** Where the server sent a request instead of serving the page (none is expected). */
const redirected = new Map<string, string>();

beforeAll(async () => {
  const sitemap = await (await fetch(`${env.portal.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  sitemapPaths = paths;
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

describe("Google's structured-data rules", () => {
  it('catch what Google refuses', () => {
    const context = 'https://schema.org';
    expect(
      structuredDataErrors({
        '@context': context,
        '@type': 'QAPage',
        mainEntity: { '@type': 'Question', name: 'q', answerCount: 0 },
      }),
    ).toEqual(['$(QAPage).mainEntity: either acceptedAnswer or suggestedAnswer is required']);
    expect(
      structuredDataErrors({
        '@context': context,
        '@type': 'JobPosting',
        title: 't',
        description: 'd',
        hiringOrganization: { '@type': 'Organization', name: 'o' },
        jobLocation: { '@type': 'Place', address: 'a' },
        employmentType: 'PERMANENT',
      }),
    ).toEqual([
      '$(JobPosting): missing datePosted',
      "$(JobPosting).employmentType: PERMANENT is not one of Google's",
    ]);
    expect(
      structuredDataErrors({
        '@context': context,
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'a', item: '/doctor/list' },
          { '@type': 'ListItem', position: 2, name: 'b' },
        ],
      }),
    ).toEqual(['$.itemListElement[0].item: not an absolute URL: "/doctor/list"']);
    expect(structuredDataErrors({ '@context': context, '@type': 'Physician', name: 'n' })).toEqual([
      '$(Physician): missing address',
    ]);
  });

  it('hold on every page and every record the sitemap lists, in every copy, each work in the language of its copy', async () => {
    // Every record, not one of each kind: a question still unanswered differs from one answered.
    const pages = new Map(served);
    const rest = sitemapPaths.filter((path) => !pages.has(path));
    for (let i = 0; i < rest.length; i += 8) {
      await Promise.all(
        rest.slice(i, i + 8).map(async (path) => {
          pages.set(path, await (await fetch(`${env.portal.url}${path}`)).text());
        }),
      );
    }
    const errors: string[] = [];
    const typesByCopy = new Map<string, Set<string>>();
    for (const [url, html] of pages) {
      const copy = [...COPIES].reverse().find((c) => url.startsWith(`${c.prefix}/`))!;
      const types = typesByCopy.get(copy.id) ?? new Set<string>();
      typesByCopy.set(copy.id, types);
      // A page served unrendered carries no structured data: it would pass for want of any.
      if (sitemapPaths.includes(url) && !html.includes('<div id="root" data-ssr="1">')) {
        errors.push(`${url}: not server-rendered`);
      }
      const { items, errors: unparsed } = jsonLdOf(html);
      errors.push(...unparsed.map((e) => `${url}: ${e}`));
      for (const item of items) {
        const ld = item as Record<string, unknown>;
        types.add(String(ld['@type']));
        errors.push(...structuredDataErrors(item).map((e) => `${url}: ${e}`));
        if (ld.inLanguage !== undefined && ld.inLanguage !== copy.lang) {
          errors.push(`${url}: inLanguage ${String(ld.inLanguage)}, not ${copy.lang}`);
        }
      }
    }
    expect(errors).toEqual([]);
    for (const { id } of COPIES) {
      expect([...(typesByCopy.get(id) ?? [])].sort(), id).toEqual(
        expect.arrayContaining([
          'BreadcrumbList',
          'JobPosting',
          'MedicalClinic',
          'NewsArticle',
          'Physician',
          'QAPage',
        ]),
      );
    }
  }, 120_000);
});
