/**
 * The SPA's index.html, read once and split at `<!--app-head-->` and `<!--app-data-->`, and the
 * head tags for each route: title, keywords, description, canonical, mobile alternate, Open Graph,
 * JSON-LD. Pages without parameters are rendered (and compressed) once at startup.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import {
  documentTitle,
  escapeHtml,
  routes,
  routesById,
  serializeForScript,
  getRoute,
  SITE_NAME,
  INITIAL_DATA_ELEMENT_ID,
  type InitialData,
  type JsonLd,
  type PageMeta,
  type RouteDef,
} from '@portal/shared';
import type { AppConfig } from '../../config';

const HEAD_MARK = '<!--app-head-->';
const DATA_MARK = '<!--app-data-->';

/** Used when web/dist has not been built, so the API still works (with a loud warning). */
const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="zh-HK"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />${HEAD_MARK}</head>
<body><div id="root"></div>${DATA_MARK}<p>The web app has not been built: run <code>npx -y pnpm@10.34.8 build</code>.</p></body></html>`;

interface Template {
  beforeHead: string;
  beforeData: string;
  rest: string;
}

function splitTemplate(html: string): Template {
  let text = html.replace(/<title>[\s\S]*?<\/title>/i, '');
  if (!text.includes(HEAD_MARK)) text = text.replace(/<\/head>/i, `${HEAD_MARK}</head>`);
  if (!text.includes(DATA_MARK)) text = text.replace(/<\/body>/i, `${DATA_MARK}</body>`);
  const h = text.indexOf(HEAD_MARK);
  const d = text.indexOf(DATA_MARK, h);
  return {
    beforeHead: text.slice(0, h),
    beforeData: text.slice(h + HEAD_MARK.length, d),
    rest: text.slice(d + DATA_MARK.length),
  };
}

export interface HeadOptions {
  meta: PageMeta;
  /** Site-relative path of the canonical page; none for the not-found page. */
  canonicalPath?: string;
  jsonLd?: JsonLd[];
  noindex?: boolean;
  ogType?: 'website' | 'article' | 'profile';
  /** The response's CSP nonce, put on every inline `<script>`. */
  nonce?: string;
}

/** ` nonce="…"` for an inline script (nonces are base64/UUID characters: nothing to escape). */
function nonceAttr(nonce: string | undefined): string {
  return nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
}

/** A page rendered once, in each encoding. */
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

/** Fills `:params` of a route path; trailing slashes dropped (except the root). */
function fillPath(path: string, params: Record<string, string>): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_m, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
  return filled.length > 1 ? filled.replace(/\/+$/, '') : filled;
}

export class PageHtml {
  private readonly template: Template;
  private readonly siteUrl: string;
  private readonly mobileSiteUrl: string;
  private readonly prepared = new Map<string, PreparedPage>();
  readonly notFound: PreparedPage;

  constructor(templateHtml: string, config: Pick<AppConfig, 'siteUrl' | 'mobileSiteUrl'>) {
    this.template = splitTemplate(templateHtml);
    this.siteUrl = config.siteUrl;
    this.mobileSiteUrl = config.mobileSiteUrl;
    for (const route of routes) {
      if (route.redirect || route.detail || route.path === '*' || route.path.includes(':'))
        continue;
      this.prepared.set(route.id, prepare(this.render(this.routeHead(route, {}))));
    }
    const nf = getRoute('notFound');
    this.notFound = prepare(this.render(this.head({ meta: nf, noindex: true })));
  }

  /** The page prepared at startup for a parameter-less route. */
  preparedPage(routeId: string): PreparedPage | undefined {
    return this.prepared.get(routeId);
  }

  /** Absolute canonical URL of a path on the site. */
  siteHref(path: string): string {
    return this.siteUrl + path;
  }

  /** The canonical path of a route: the page's own route when several share one page. */
  canonicalPath(route: RouteDef, params: Record<string, string>): string {
    const page = route.page ? routesById.get(route.page) : undefined;
    return fillPath((page ?? route).path, params);
  }

  /** Head tags from the route table's meta. */
  routeHead(route: RouteDef, params: Record<string, string>): string {
    return this.head({
      meta: route,
      canonicalPath: this.canonicalPath(route, params),
      noindex: route.session === true,
    });
  }

  head(opts: HeadOptions): string {
    const title = escapeHtml(documentTitle(opts.meta.title));
    const description = escapeHtml(opts.meta.description);
    const tags = [
      `<title>${title}</title>`,
      `<meta name="keywords" content="${escapeHtml(opts.meta.keywords)}" />`,
      `<meta name="description" content="${description}" />`,
      `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
      `<meta property="og:type" content="${opts.ogType ?? 'website'}" />`,
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
    ];
    if (opts.canonicalPath !== undefined) {
      const canonical = escapeHtml(this.siteUrl + opts.canonicalPath);
      tags.push(
        `<link rel="canonical" href="${canonical}" />`,
        `<link rel="alternate" media="only screen and (max-width: 640px)" href="${escapeHtml(
          this.mobileSiteUrl + opts.canonicalPath,
        )}" />`,
        `<meta property="og:url" content="${canonical}" />`,
      );
    }
    if (opts.noindex) tags.push('<meta name="robots" content="noindex" />');
    for (const ld of opts.jsonLd ?? []) {
      tags.push(
        `<script type="application/ld+json"${nonceAttr(opts.nonce)}>${serializeForScript(ld)}</script>`,
      );
    }
    return tags.join('\n    ');
  }

  /** The initial-data element the SPA's query cache reads. */
  initialData(data: InitialData, nonce?: string): string {
    return `<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json"${nonceAttr(
      nonce,
    )}>${serializeForScript(data)}</script>`;
  }

  render(head: string, data = ''): string {
    const t = this.template;
    return t.beforeHead + head + t.beforeData + data + t.rest;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    pageHtml: PageHtml;
  }
}

export default fp(
  async (app, opts: { config: AppConfig }) => {
    const file = join(opts.config.webDistDir, 'index.html');
    let html: string;
    try {
      html = readFileSync(file, 'utf8');
    } catch {
      app.log.warn(
        { file },
        'web/dist/index.html not found: serving a placeholder page. Build the SPA first.',
      );
      html = FALLBACK_TEMPLATE;
    }
    app.decorate('pageHtml', new PageHtml(html, opts.config));
  },
  { name: 'page-html' },
);
