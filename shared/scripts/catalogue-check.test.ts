import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCatalogue, placeholders, type Catalogue } from './catalogue-check';

const SCHEMA = { $schema: 'https://inlang.com/schema/inlang-message-format' };

const plural = (match: Record<string, string>) => [
  {
    declarations: ['input count', 'local countPlural = count: plural'],
    selectors: ['countPlural'],
    match,
  },
];

const source: Catalogue = {
  ...SCHEMA,
  nav_home: '首頁',
  about_site: '關於{siteName}',
  saved_count: plural({ 'countPlural=*': '我的收藏（{count} 項）' }),
};

const english: Catalogue = {
  ...SCHEMA,
  nav_home: 'Home',
  about_site: 'About {siteName}',
  saved_count: plural({
    'countPlural=one': 'My saved items ({count} item)',
    'countPlural=*': 'My saved items ({count} items)',
  }),
};

const check = (en: Catalogue, hant: Catalogue = source) =>
  checkCatalogue('zh-Hant-HK', { 'zh-Hant-HK': hant, en });

describe('message catalogue check', () => {
  it('passes a catalogue whose locales match the source', () => {
    expect(check(english)).toEqual([]);
  });

  it('names a message a locale lacks, and one the source lacks', () => {
    const { nav_home: _, ...rest } = english;
    expect(check(rest)).toEqual(['en: nav_home is missing']);
    expect(check({ ...english, extra: 'Extra' })).toEqual([
      'en: extra is not in the source locale',
    ]);
  });

  it('names a translation whose placeholders differ from the source', () => {
    expect(check({ ...english, about_site: 'About {site}' })).toEqual([
      'en: about_site: placeholders {site}, the source has {siteName}',
    ]);
    expect(check({ ...english, about_site: 'About us' })).toEqual([
      'en: about_site: placeholders {none}, the source has {siteName}',
    ]);
    expect(check({ ...english, nav_home: '' })).toEqual(['en: nav_home: is empty']);
  });

  it('names variants that differ from the source', () => {
    expect(check({ ...english, nav_home: plural({ 'countPlural=*': 'Home' }) })).toEqual([
      'en: nav_home: has variants, the source has none',
    ]);
    expect(check({ ...english, saved_count: 'My saved items ({count})' })).toEqual([
      'en: saved_count: has no variants, the source has',
    ]);
    // A catch-all is required, and only the language's own plural categories.
    expect(
      check({ ...english, saved_count: plural({ 'countPlural=one': 'One ({count}) item' }) }),
    ).toContain('en: saved_count: no catch-all (*) variant for countPlural');
    expect(
      check({
        ...english,
        saved_count: plural({ 'countPlural=few': '{count} few', 'countPlural=*': '{count}' }),
      }),
    ).toEqual(['en: saved_count: countPlural=few is not a plural category of en']);
    // Chinese has no plural form but the catch-all.
    expect(
      check(english, {
        ...source,
        saved_count: plural({ 'countPlural=one': '一項', 'countPlural=*': '{count} 項' }),
      }),
    ).toContain('zh-Hant-HK: saved_count: countPlural=one is not a plural category of zh-Hant-HK');
  });

  it('names a variant placeholder that is not declared or differs from the source', () => {
    expect(
      check({
        ...english,
        saved_count: plural({
          'countPlural=one': 'My saved items ({total} item)',
          'countPlural=*': 'My saved items ({count} items)',
        }),
      }),
    ).toEqual([
      'en: saved_count [countPlural=one]: {total} is not declared',
      'en: saved_count: placeholders {count, total}, the source has {count}',
    ]);
    const [message] = plural({ 'countPlural=*': '{count} items' });
    expect(
      check({ ...english, saved_count: [{ ...message!, declarations: ['input count'] }] }),
    ).toEqual(["en: saved_count: declarations differ from the source's"]);
  });

  it('reads placeholders as the message format writes them', () => {
    expect([...placeholders('© {year} {siteName}。')]).toEqual(['year', 'siteName']);
  });

  it("passes the portal's own catalogue", () => {
    const read = (locale: string) =>
      JSON.parse(
        readFileSync(join(__dirname, '../messages', `${locale}.json`), 'utf8'),
      ) as Catalogue;
    expect(
      checkCatalogue('zh-Hant-HK', { 'zh-Hant-HK': read('zh-Hant-HK'), en: read('en') }),
    ).toEqual([]);
  });

  it('says one thing one way in English: a CV, never a resume', () => {
    // The CV pages and the job pages are one journey: a patient told to "Create resume" who lands
    // on "My CV" is left wondering whether it is the same thing.
    const english = JSON.parse(
      readFileSync(join(__dirname, '../messages', 'en.json'), 'utf8'),
    ) as Catalogue;
    const resume = Object.entries(english).filter(([, v]) =>
      /\bresumes?\b/i.test(JSON.stringify(v)),
    );
    expect(resume.map(([k]) => k)).toEqual([]);
  });

  it('names the appointments page in English as its menu does', () => {
    const english = JSON.parse(
      readFileSync(join(__dirname, '../messages', 'en.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(english.user_centre_nav_bookings).toBe('My appointments');
    const other = Object.entries(english).filter(([, v]) =>
      /\bmy bookings\b/i.test(JSON.stringify(v)),
    );
    expect(other.map(([k]) => k)).toEqual([]);
  });
});
