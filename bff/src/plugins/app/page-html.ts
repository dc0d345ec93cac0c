/**
 * The SPA's index.html, read once and split at `<!--app-head-->` and `<!--app-data-->`, and the
 * head tags for each route: title, keywords, description, canonical, mobile alternate, Open Graph,
 * JSON-LD. Pages without parameters are rendered (and compressed) once at startup.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import {
  documentTitle,
  escapeHtml,
  EARLY_INPUT_SCRIPT,
  FLEXIBLE_LAYOUT_SCRIPT,
  MOBILE_ALTERNATE_MEDIA,
  routeHead,
  routes,
  serializeForScript,
  getRoute,
  LIFTED_STYLE_ATTR,
  COPIES,
  copyAlternates,
  copyPath,
  SITE_NAME,
  SSR_STATE_ELEMENT_ID,
  type CopyId,
  type PageHead,
  type RouteDef,
  type Script,
  type SiteCopy,
} from '@portal/shared';
import type { AppConfig } from '../../config';
import { simplifyValue, toSimplified } from '../../lib/chinese/simplified';

const HEAD_MARK = '<!--app-head-->';
const DATA_MARK = '<!--app-data-->';

/** Used when web/dist has not been built, so the API still works (with a loud warning). */
const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="zh-HK"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />${HEAD_MARK}</head>
<body><div id="root"></div>${DATA_MARK}<p>The web app has not been built: run <code>npx -y pnpm@10.34.8 build</code>.</p></body></html>`;

const EMPTY_ROOT = '<div id="root"></div>';

interface Template {
  beforeHead: string;
  beforeData: string;
  rest: string;
  /**
   * `beforeData` cut where a server render goes: the end of the head (the page's own assets come
   * after the app's stylesheet) and the inside of the root element. Null when the template has no
   * empty `#root` after `</head>`.
   */
  ssr: {
    headEnd: string;
    /** `headEnd` without the app's module script, for pages that load it after the first paint. */
    headEndDeferred: string;
    /** The app's entry module (the template's module script), or null when it has none. */
    entry: string | null;
    /**
     * The chunks the entry imports (the template's module preloads), in the order the build
     * lists them: each one's own imports come before it.
     */
    boot: string[];
    rootStart: string;
    rootEnd: string;
  } | null;
}

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/i;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/gi;

function splitTemplate(html: string): Template {
  let text = html.replace(/<title>[\s\S]*?<\/title>/i, '');
  if (!text.includes(HEAD_MARK)) text = text.replace(/<\/head>/i, `${HEAD_MARK}</head>`);
  if (!text.includes(DATA_MARK)) text = text.replace(/<\/body>/i, `${DATA_MARK}</body>`);
  const h = text.indexOf(HEAD_MARK);
  const d = text.indexOf(DATA_MARK, h);
  const beforeData = text.slice(h + HEAD_MARK.length, d);
  const headClose = beforeData.search(/<\/head>/i);
  const root = beforeData.indexOf(EMPTY_ROOT, headClose);
  const headEnd = beforeData.slice(0, headClose);
  const entry = ENTRY_SCRIPT.exec(headEnd);
  const boot = [...headEnd.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  return {
    beforeHead: text.slice(0, h),
    beforeData,
    rest: text.slice(d + DATA_MARK.length),
    ssr:
      headClose >= 0 && root >= 0
        ? {
            headEnd,
            headEndDeferred: entry
              ? headEnd.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '')
              : headEnd,
            entry: entry?.[1] ?? null,
            boot: entry ? boot : [],
            rootStart: beforeData.slice(headClose, root + EMPTY_ROOT.length - '></div>'.length),
            rootEnd: beforeData.slice(root + EMPTY_ROOT.length - '</div>'.length),
          }
        : null,
  };
}

/** What a server render adds to the template (see `PageHtml.renderSsr`). */
export interface SsrParts {
  /** Tags for the end of the head: the page chunk's stylesheets. */
  styles: string;
  /** The page's own chunks (beyond the entry's), fetched beside the entry. */
  preloads: readonly string[];
  /** The markup of `#root`. */
  root: string;
  /** Whether the browser hydrates the markup (`data-ssr` on the root) or renders afresh. */
  hydrate: boolean;
  /**
   * Whether the page's scripts may wait for its first paint: true for pages that are read first.
   * A page whose first use is typing into a form loads them at once, so nothing typed before
   * hydration is lost to the form's state.
   */
  deferScripts: boolean;
  /** The nonce of the loader script (a placeholder in a cached page). */
  nonce?: string;
}

/** How many of the page's chunks the loader asks for per task (see `deferredLoader`). */
const PRELOADS_PER_TASK = 4;

/**
 * Loads the app once the server-rendered page has been painted: the frame callback runs just
 * before the first paint and the task it queues runs after it. Scripts fetched, compiled and
 * run before that would hold the first paint of a page that needs none of them to be read
 * (on a slow phone, seconds). A hidden tab paints nothing, so there it loads at once.
 *
 * The app's code is all requested at once, then run a chunk at a time: the libraries the entry
 * imports one after the other, then the entry, each in a task of its own rather than one long
 * task. The page's own chunks follow, a few requests per task: starting a module fetch costs the
 * main thread about a millisecond on a phone, and a page may need thirty.
 */
function deferredLoader(
  entry: string,
  boot: readonly string[],
  preloads: readonly string[],
  nonce?: string,
): string {
  const code =
    `(function(){var d=document,a=${serializeForScript([...boot, entry])},` +
    `m=${serializeForScript(preloads)};` +
    `function pre(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";` +
    `l.href=h;d.head.appendChild(l)}` +
    `function more(){m.splice(0,${PRELOADS_PER_TASK}).forEach(pre);if(m.length)setTimeout(more,0)}` +
    `function next(h){return function(){return new Promise(function(r){setTimeout(r,0)})` +
    `.then(function(){return import(h)})}}` +
    `function go(){a.forEach(pre);a.reduce(function(p,h){return p.then(next(h))},` +
    `Promise.resolve());more()}` +
    `d.visibilityState==="hidden"?go():requestAnimationFrame(function(){setTimeout(go,0)})})()`;
  return `<script${nonceAttr(nonce)}>${code}</script>`;
}

function preloadLinks(preloads: readonly string[]): string {
  return preloads
    .map((f) => `<link rel="modulepreload" crossorigin href="${escapeHtml(f)}">`)
    .join('');
}

/** ` nonce="…"` for an inline script (nonces are base64/UUID characters: nothing to escape). */
/** The site's own picture for chat previews of a page without one of its own (built by web/scripts/pwa.mjs). */
const SITE_PREVIEW_IMAGE = '/icons/icon-512.png';

/**
 * The picture a chat app shows for the page: its record's own (the first image its structured data
 * names: a doctor's photo, a news cover, a clinic's photo), else the site's.
 */
function previewImage(jsonLd: readonly Record<string, unknown>[]): string | undefined {
  for (const ld of jsonLd) {
    const image = Array.isArray(ld.image) ? (ld.image as unknown[])[0] : ld.image;
    if (typeof image === 'string' && /^https?:\/\//.test(image)) return image;
  }
  return undefined;
}

function nonceAttr(nonce: string | undefined): string {
  return nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
}

/** A page rendered once, in each encoding. */
/**
 * The style elements of a server render taken out of the body, where HTML allows a `style` only as
 * its parent's first child and never with `:root` rules (Mantine writes its theme variables and
 * its responsive rules where its components are), into the head, in the same order, after the
 * stylesheets, so the cascade is the same. A numbered `<template>` keeps each one's place for the
 * browser, which puts the style back there before hydrating (web/src/app/main.tsx).
 */
function liftStyles(root: string): { root: string; styles: string } {
  let n = 0;
  let styles = '';
  const rest = root.replace(
    /<style\b([^>]*)>([\s\S]*?)<\/style>/g,
    (_match, attrs: string, css: string) => {
      styles += `<style ${LIFTED_STYLE_ATTR}="${n}"${attrs}>${css}</style>`;
      return `<template ${LIFTED_STYLE_ATTR}="${n++}"></template>`;
    },
  );
  return { root: rest, styles };
}

export interface PreparedPage {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

function prepare(html: string): PreparedPage {
  const body = Buffer.from(html, 'utf8');
  return {
    body,
    br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

export class PageHtml {
  private readonly template: Template;
  private readonly siteUrl: string;
  private readonly mobileSiteUrl: string;
  private readonly prepared = new Map<string, PreparedPage>();
  readonly notFound: PreparedPage;

  /** The script of the copy's Chinese text (its head text is converted to Simplified here). */
  readonly script: Script;

  /**
   * `copy`: which version of the site the template is (the Simplified one lives under `/zh-cn/`,
   * the English one under `/en/`: their links point there).
   */
  constructor(
    templateHtml: string,
    config: Pick<AppConfig, 'siteUrl' | 'mobileSiteUrl'>,
    readonly copy: SiteCopy = COPIES[0]!,
  ) {
    this.script = copy.script;
    this.template = splitTemplate(templateHtml);
    this.siteUrl = config.siteUrl;
    this.mobileSiteUrl = config.mobileSiteUrl;
    for (const route of routes) {
      if (route.redirect || route.detail || route.path === '*' || route.path.includes(':'))
        continue;
      this.prepared.set(route.id, prepare(this.render(this.routeHead(route, {}))));
    }
    this.notFound = prepare(this.render(this.routeHead(getRoute('notFound'), {})));
  }

  /** The page prepared at startup for a parameter-less route. */
  preparedPage(routeId: string): PreparedPage | undefined {
    return this.prepared.get(routeId);
  }

  /** Absolute canonical URL of an in-app path in this version of the site. */
  siteHref(path: string): string {
    return this.siteUrl + copyPath(this.copy, path);
  }

  /** Head text in this version's script. */
  text(value: string): string {
    return this.script === 'hans' ? toSimplified(value) : value;
  }

  /**
   * Head tags from the route table alone: for a page served without its own render (the server
   * render is missing, busy or past the address's budget), which the browser then completes.
   */
  routeHead(route: RouteDef, params: Record<string, string>, nonce?: string): string {
    return this.head(routeHead(route, params, this.copy.lang), nonce);
  }

  /** The tags of a page's head (`nonce`: the response's CSP nonce, on every inline script). */
  head(opts: PageHead, nonce?: string): string {
    const hans = this.script === 'hans';
    const title = escapeHtml(this.text(documentTitle(opts.meta.title)));
    const description = escapeHtml(this.text(opts.meta.description));
    const lang = this.copy.lang;
    const tags = [
      // First, so the page is laid out once at its final root font size (allowed by its hash in
      // the CSP: the same text on every page, cached ones included).
      `<script>${FLEXIBLE_LAYOUT_SCRIPT}</script>`,
      // Holds a form sent before the app is ready, for the app to send (allowed by its hash too).
      `<script>${EARLY_INPUT_SCRIPT}</script>`,
      `<title>${title}</title>`,
      `<meta name="keywords" content="${escapeHtml(this.text(opts.meta.keywords))}" />`,
      `<meta name="description" content="${description}" />`,
      `<meta property="og:site_name" content="${escapeHtml(this.text(SITE_NAME))}" />`,
      `<meta property="og:type" content="${opts.ogType}" />`,
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:locale" content="${lang.replace('-', '_')}" />`,
      `<meta property="og:image" content="${escapeHtml(
        previewImage(opts.jsonLd) ?? this.siteUrl + SITE_PREVIEW_IMAGE,
      )}" />`,
    ];
    if (opts.canonicalPath !== undefined) {
      const path = opts.canonicalPath;
      const canonical = escapeHtml(this.siteHref(path));
      tags.push(
        `<link rel="canonical" href="${canonical}" />`,
        `<link rel="alternate" media="${MOBILE_ALTERNATE_MEDIA}" href="${escapeHtml(
          this.mobileSiteUrl + copyPath(this.copy, path),
        )}" />`,
        // Every copy of the page names the others; readers of none get the Traditional one.
        ...copyAlternates(path).map(
          ([hreflang, href]) =>
            `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(this.siteUrl + href)}" />`,
        ),
        `<meta property="og:url" content="${canonical}" />`,
      );
    }
    if (opts.noindex) tags.push('<meta name="robots" content="noindex" />');
    for (const ld of opts.jsonLd) {
      tags.push(
        `<script type="application/ld+json"${nonceAttr(nonce)}>${serializeForScript(
          hans ? simplifyValue(ld) : ld,
        )}</script>`,
      );
    }
    return tags.join('\n    ');
  }

  render(head: string, data = ''): string {
    const t = this.template;
    return t.beforeHead + head + t.beforeData + data + t.rest;
  }

  /** Whether the template has the places a server render goes. */
  get canRenderSsr(): boolean {
    return this.template.ssr !== null;
  }

  /** A page with server-rendered markup; `data` goes after the root element. */
  renderSsr(head: string, parts: SsrParts, data = ''): string {
    const t = this.template;
    if (!t.ssr) return this.render(head, data);
    const lifted = liftStyles(parts.root);
    const { rootStart, rootEnd, entry, boot } = t.ssr;
    // A page that is read first is fine before any script: its scripts wait for the first paint.
    // A frame the browser renders (a private page) and a form need their scripts at once.
    const deferred = parts.hydrate && parts.deferScripts && entry !== null;
    return (
      t.beforeHead +
      head +
      (deferred ? t.ssr.headEndDeferred : t.ssr.headEnd) +
      parts.styles +
      lifted.styles +
      (deferred ? '' : preloadLinks(parts.preloads)) +
      rootStart +
      (parts.hydrate ? ' data-ssr="1">' : '>') +
      lifted.root +
      rootEnd +
      data +
      (deferred ? deferredLoader(entry, boot, parts.preloads, parts.nonce) : '') +
      t.rest
    );
  }

  /** The element holding the query cache the page was rendered with, for hydration. */
  ssrState(state: unknown, nonce?: string): string {
    return `<script id="${SSR_STATE_ELEMENT_ID}" type="application/json"${nonceAttr(
      nonce,
    )}>${serializeForScript(state)}</script>`;
  }
}

/**
 * The page of each version of the site: web/dist/index.html, and each other copy's build
 * (web/dist/zh-cn/index.html, web/dist/en/index.html) or, without it, the Traditional one marked
 * with the copy's language (the head is the copy's; the browser renders the Traditional app).
 */
export function readPageHtml(
  log: FastifyBaseLogger,
  config: Pick<AppConfig, 'siteUrl' | 'mobileSiteUrl' | 'webDistDir'>,
): Record<CopyId, PageHtml> {
  const file = join(config.webDistDir, 'index.html');
  let html: string;
  try {
    html = readFileSync(file, 'utf8');
  } catch {
    log.warn(
      { file },
      'web/dist/index.html not found: serving a placeholder page. Build the SPA first.',
    );
    html = FALLBACK_TEMPLATE;
  }
  const templateOf = (copy: SiteCopy): string => {
    if (!copy.dir) return html;
    const copyFile = join(config.webDistDir, copy.dir, 'index.html');
    try {
      return readFileSync(copyFile, 'utf8');
    } catch {
      log.warn(
        { file: copyFile },
        `no ${copy.lang} build: ${copy.prefix}/ pages use the Traditional app`,
      );
      return html.replace(/<html lang="zh-HK"/i, `<html lang="${copy.lang}"`);
    }
  };
  return Object.fromEntries(
    COPIES.map((copy) => [copy.id, new PageHtml(templateOf(copy), config, copy)]),
  ) as Record<CopyId, PageHtml>;
}
