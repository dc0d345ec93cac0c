/**
 * The interface text of a server render is in its own request's locale (`RenderOptions.locale`),
 * never in one held for the whole process: six renders of one page in the catalogue's three
 * locales, all at once through the built server bundle (`pnpm build`), each carry their own
 * header, footer and menu words and no other locale's. The Simplified copy's bundle renders its
 * own locale when none is given, with the words the page showed before the catalogue.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RenderOptions, RenderTransport } from '@portal/shared';
import { DEFAULT_WEB_DIST_DIR } from '../../src/config';

interface Bundle {
  render(url: string, options: RenderOptions): Promise<{ kind: string; html?: string | null }>;
  setServerTransport(transport: RenderTransport): void;
}

type Locale = NonNullable<RenderOptions['locale']>;

/** Words of the header and footer in each locale (the logged-out header's 登入, the footer). */
const WORDS: Record<Locale, string[]> = {
  'zh-Hant-HK': ['>登入<', '>友情連結<', '>私隱政策<', '如有緊急情況，請致電 999 或前往急症室。'],
  'zh-Hans': ['>登录<', '>友情链接<', '>隐私政策<', '如有紧急情况，请致电 999 或前往急症室。'],
  en: ['>Log in<', '>Useful links<', '>Privacy policy<', 'In an emergency, call 999'],
};

async function load(copy: string): Promise<Bundle> {
  const file = join(DEFAULT_WEB_DIST_DIR, copy, 'server', 'entry-server.js');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npx -y pnpm@10.34.8 build\``);
  const bundle = (await import(pathToFileURL(file).href)) as Bundle;
  // No upstream: the page renders its frame, which is all that is checked here.
  bundle.setServerTransport(async () => {
    throw new Error('offline');
  });
  return bundle;
}

async function html(bundle: Bundle, options: Omit<RenderOptions, 'budgetMs'>): Promise<string> {
  // The Simplified copy's router lives under /zh-cn.
  const url = bundle === simplified ? '/zh-cn/about' : '/about';
  const result = await bundle.render(url, { budgetMs: 300, ...options });
  expect(result.kind).toBe('page');
  return result.html ?? '';
}

let traditional: Bundle;
let simplified: Bundle;
beforeAll(async () => {
  traditional = await load('.');
  simplified = await load('zh-cn');
});

describe('server render locale', () => {
  it('renders six pages at once, each in its own locale only', async () => {
    const locales: Locale[] = ['zh-Hant-HK', 'zh-Hans', 'en', 'en', 'zh-Hans', 'zh-Hant-HK'];
    const pages = await Promise.all(locales.map((locale) => html(traditional, { locale })));
    pages.forEach((page, i) => {
      const own = locales[i]!;
      for (const word of WORDS[own]) expect(page, `${own}: ${word}`).toContain(word);
      for (const other of Object.keys(WORDS) as Locale[]) {
        if (other === own) continue;
        expect(page, `${own} has ${other}'s login`).not.toContain(WORDS[other][0]);
      }
    });
  });

  it("renders each copy's own locale when none is given", async () => {
    const hant = await html(traditional, {});
    for (const word of WORDS['zh-Hant-HK']) expect(hant).toContain(word);
    const hans = await html(simplified, {});
    for (const word of WORDS['zh-Hans']) expect(hans).toContain(word);
    // The Simplified copy's bundle carries its own locale only (bound at build time), so asking
    // for either Chinese locale gives the same page.
    expect(await html(simplified, { locale: 'zh-Hans' })).toBe(hans);
    expect(await html(simplified, { locale: 'zh-Hant-HK' })).toBe(hans);
  });
});
