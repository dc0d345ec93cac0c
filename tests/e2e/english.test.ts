/**
 * The English copy (`/en/...`) in real Chromium, at 1280 and 375 px: the home page and a doctor's
 * page are served in English (`<html lang="en">`, the English header) by the server render and
 * hydrate without a React error or a serious accessibility fault, the header within the page; the
 * language menu (繁 / 简 / EN) keeps the reader on the same record, query and all, from
 * Traditional to English to Simplified; the served heads are in English (titles, descriptions, an
 * article's JSON-LD `inLanguage`); the doctor list names specialties, languages and districts in
 * English in its filters and cards, at 375 px. Screenshots go to /tmp/en-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WIDTHS, logInThroughApi, useE2E } from '../helpers/e2e';
import { waitForApp, waitForNetworkQuiet } from '../helpers/browser';
import { saveShot } from '../helpers/shots';
import { seriousViolations, settle } from '../helpers/axe';

const env = useE2E();

/** React's production errors (hydration mismatches are #418, #423, #425) and its warnings. */
const REACT_ERROR = /Minified React error|react\.dev\/errors|Hydration|hydrat/i;

const DOCTOR = 'D1001';

/** Follows a link of the language menu: in the header, or in the phone drawer at 375 px. */
async function chooseLanguage(page: Page, width: number, openMenu: string, name: string) {
  if (width < 1000) {
    await page.getByRole('button', { name: openMenu }).click();
    await page.getByRole('dialog').getByRole('link', { name }).click();
  } else {
    await page.getByTestId('script-switch').first().getByRole('link', { name }).click();
  }
}

describe.each(WIDTHS)('the English copy at %i px', (width) => {
  it('serves /en/ and a doctor in English, hydrated without a React error', async () => {
    const { page, errors } = await env.page({ width });
    for (const path of ['/en/', `/en/doctor/${DOCTOR}`]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      const html = await res!.text();
      expect(html, path).toMatch(/<html lang="en"/);
      expect(html, path).toContain('data-ssr="1"');
      // The header's English words, as served (before any script).
      expect(html, path).toMatch(/href="\/en\/doctor\/list"[^>]*>Practitioners</);
      expect(html, path).toContain(`hreflang="en" href="`);
      await waitForApp(page);
      await waitForNetworkQuiet(page);
      expect(await page.locator('html').getAttribute('lang'), path).toBe('en');
      // Still English once hydrated, and the menu marks EN as the language shown.
      await expect
        .poll(() =>
          page.getByTestId('script-switch').first().locator('[aria-current]').textContent(),
        )
        .toBe('EN');
      // The whole header fits: nothing runs off the page, the language menu included.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        path,
      ).toBe(true);
      const menu = await page.getByTestId('script-switch').first().boundingBox();
      if (width >= 1000) expect(menu!.x + menu!.width, path).toBeLessThanOrEqual(width);
      await settle(page);
      expect(await seriousViolations(page), path).toEqual([]);
      await saveShot(page, `/tmp/en${path.replace(/\W+/g, '-')}${width}.png`);
    }
    expect(errors.filter((e) => REACT_ERROR.test(e))).toEqual([]);
  });

  it('switches 繁 → EN → 简 on a doctor’s page and stays on the same record', async () => {
    const { page, errors } = await env.page({ width });
    await page.goto(`/doctor/${DOCTOR}?from=menu`);
    await waitForApp(page);
    const name = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim();
    expect(name).toBeTruthy();

    await chooseLanguage(page, width, '打開選單', 'English');
    await page.waitForURL((url) => url.pathname === `/en/doctor/${DOCTOR}`);
    expect(new URL(page.url()).search).toBe('?from=menu');
    await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
    await waitForApp(page);
    // The record as the API has it: its name in Traditional characters.
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toContain(name);

    await chooseLanguage(page, width, 'Open menu', '转用简体中文');
    await page.waitForURL((url) => url.pathname === `/zh-cn/doctor/${DOCTOR}`);
    expect(new URL(page.url()).search).toBe('?from=menu');
    await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
    await waitForApp(page);
    await saveShot(page, `/tmp/en-switched-${width}.png`);
    expect(errors.filter((e) => REACT_ERROR.test(e))).toEqual([]);
  });
});

describe('the header at 1280 px, signed in', () => {
  it('shows 陳大文 whole beside the account buttons and 繁 / 简 / EN, in every copy', async () => {
    const { page } = await env.page({ width: 1280 });
    await logInThroughApi(page, env.portal);
    for (const path of ['/en/', '/', '/zh-cn/']) {
      await page.goto(path);
      await waitForApp(page);
      const name = page.getByTestId('header-username');
      await expect.poll(() => name.textContent(), { timeout: 10_000 }).toMatch(/^(陳大文|陈大文)$/);
      expect(
        await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1),
        `${path}: the name is cut`,
      ).toBe(true);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        path,
      ).toBe(true);
      await saveShot(page, `/tmp/en-header-signed-in${path.replace(/\W+/g, '-')}1280.png`);
    }
  });
});

describe('the English copy’s heads', () => {
  it('titles and describes pages in English, and marks an article’s language as en', async () => {
    const home = await (await fetch(`${env.portal.url}/en/`)).text();
    expect(home).toContain(
      '<title>香港中醫網: find a Chinese medicine practitioner and book online</title>',
    );
    expect(home).toMatch(/<meta name="description" content="香港中醫網 helps you find /);
    const list = await (await fetch(`${env.portal.url}/en/news/list`)).text();
    expect(list).toContain('<title>Health news | 香港中醫網</title>');
    const article = /href="(\/en\/news\/detail\/[^"?]+)"/.exec(list)?.[1];
    expect(article).toBeTruthy();
    const html = await (await fetch(env.portal.url + article!)).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)</g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    expect(ld.find((d) => d['@type'] === 'NewsArticle')?.inLanguage).toBe('en');
    const trail = ld.find((d) => d['@type'] === 'BreadcrumbList');
    expect(JSON.stringify(trail)).toContain('"name":"Health news"');
  });
});

/** The 18 districts' English names (`code-names.ts`), any of which a doctor card may show. */
const ENGLISH_DISTRICT =
  /(Central and Western|Wan Chai|Eastern|Southern|Yau Tsim Mong|Sham Shui Po|Kowloon City|Wong Tai Sin|Kwun Tong|Kwai Tsing|Tsuen Wan|Tuen Mun|Yuen Long|North|Tai Po|Sha Tin|Sai Kung|Islands)/;
const HAN = /\p{Script=Han}/u;

describe('the English doctor list at 375 px', () => {
  it('names specialties, languages and districts in English in the filters and the cards', async () => {
    const { page, errors } = await env.page({ width: 375 });
    const res = await page.goto('/en/doctor/list');
    expect(res?.status()).toBe(200);
    // As served, before any script: the filters' lists.
    const html = await res!.text();
    expect(html).toContain('>Acupuncture</option>');
    expect(html).toContain('>Cantonese</option>');
    await waitForApp(page);
    await waitForNetworkQuiet(page);
    const district = page.getByRole('combobox', { name: 'District', includeHidden: true });
    expect(await district.locator('option').allTextContents()).toContain('Yau Tsim Mong');
    expect(await district.locator('optgroup').first().getAttribute('label')).toBe(
      'Hong Kong Island',
    );
    // Each card's specialty tags and districts in English; the doctor's name as written.
    const cards = page.getByTestId('doctor-card');
    expect(await cards.count()).toBeGreaterThan(0);
    const first = cards.first();
    const tags = await first.locator('.mantine-Badge-label').allTextContents();
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).not.toMatch(HAN);
    expect(await first.textContent()).toMatch(ENGLISH_DISTRICT);
    const all = (await cards.allTextContents()).join(' ');
    expect(all).toMatch(/Acupuncture|General Internal Medicine|Gynaecology|Paediatrics/);
    // Nothing runs off the phone's width.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await saveShot(page, '/tmp/en-doctor-list-375.png');
    expect(errors.filter((e) => REACT_ERROR.test(e))).toEqual([]);
  });
});
