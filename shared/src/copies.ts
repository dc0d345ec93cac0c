/**
 * The copies of the site, one per language: Traditional Chinese at the root, Simplified under
 * `/zh-cn`, English under `/en`. Each is a build of the web app of its own (web/dist, dist/zh-cn,
 * dist/en) served and rendered by the BFF the same way; this table is the one place that says
 * where each lives and what it is called, for the BFF, the app, the service worker and the build.
 */
import type { Script } from './script';

export type CopyId = 'hant' | 'hans' | 'en';

export interface SiteCopy {
  id: CopyId;
  /** Path prefix of its pages: none for the Traditional copy. */
  prefix: '' | '/zh-cn' | '/en';
  /** The message catalogue's locale of its interface text (shared/project.inlang). */
  locale: 'zh-Hant-HK' | 'zh-Hans' | 'en';
  /** `<html lang>` and the language of its structured data. */
  lang: 'zh-HK' | 'zh-CN' | 'en';
  /** Its hreflang (language, script and region as the catalogue names it; Google reads all three). */
  hreflang: 'zh-Hant-HK' | 'zh-Hans' | 'en';
  /** Its build's folder inside web/dist (`''`: web/dist itself). */
  dir: '' | 'zh-cn' | 'en';
  /**
   * The script the API's Chinese text is shown in (names, addresses, articles): the English copy
   * shows records as the API has them, in Traditional characters.
   */
  script: Script;
}

/** Every copy, the Traditional one (the default) first. */
export const COPIES: readonly SiteCopy[] = [
  {
    id: 'hant',
    prefix: '',
    locale: 'zh-Hant-HK',
    lang: 'zh-HK',
    hreflang: 'zh-Hant-HK',
    dir: '',
    script: 'hant',
  },
  {
    id: 'hans',
    prefix: '/zh-cn',
    locale: 'zh-Hans',
    lang: 'zh-CN',
    hreflang: 'zh-Hans',
    dir: 'zh-cn',
    script: 'hans',
  },
  {
    id: 'en',
    prefix: '/en',
    locale: 'en',
    lang: 'en',
    hreflang: 'en',
    dir: 'en',
    script: 'hant',
  },
];

export function siteCopy(id: CopyId): SiteCopy {
  return COPIES.find((copy) => copy.id === id)!;
}

/** The copies with a prefix (every one but the Traditional). */
const PREFIXED = COPIES.filter((copy) => copy.prefix !== '');

/** The copy a browser path belongs to (`/en/doctor/D1` -> English; `/enx` -> Traditional). */
export function copyOfPath(pathname: string): SiteCopy {
  return (
    PREFIXED.find((c) => pathname === c.prefix || pathname.startsWith(`${c.prefix}/`)) ?? COPIES[0]!
  );
}

/** The path inside the app, whichever copy (`/en/doctor/list` -> `/doctor/list`). */
export function pathInCopy(pathname: string): string {
  const { prefix } = copyOfPath(pathname);
  return prefix ? pathname.slice(prefix.length) || '/' : pathname;
}

/** The browser path of an in-app path in a copy (`/` -> `/en/`). */
export function copyPath(copy: SiteCopy, path: string): string {
  if (!copy.prefix) return path;
  return path === '/' ? `${copy.prefix}/` : `${copy.prefix}${path}`;
}

/**
 * A page's alternates, `[hreflang, browser path]`: each copy by its language, and `x-default`
 * (the Traditional copy) for readers of none of them. The page heads and the sitemap name these.
 */
export function copyAlternates(path: string): [string, string][] {
  return [
    ...COPIES.map((copy): [string, string] => [copy.hreflang, copyPath(copy, path)]),
    ['x-default', copyPath(COPIES[0]!, path)],
  ];
}
