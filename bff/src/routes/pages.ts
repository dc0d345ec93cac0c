/**
 * HTML for every route of the shared route table. A public page's first view is rendered by the
 * web app's server render (plugins/app/ssr.ts), which runs the page's route module: its data, its
 * redirects (a missing record, `?ClinicID=`, the table's own) and its head, which is written here
 * into the HTML with the query cache the page was rendered with, for hydration. Unknown paths get
 * the SPA's not-found page with status 404. This module chooses the script version, caches and
 * budgets renders, and serves.
 *
 * Rendered pages are cached per render target (lib/page-key.ts) for the micro-cache's TTL, then
 * served a little longer while rendered again in the background, so a hot page never waits for a
 * render. A cached page's bytes are the same for every reader: its inline scripts are allowed by
 * their hashes in the response's CSP instead of a nonce, so the page has a strong ETag (a revisit
 * with If-None-Match gets 304) and is compressed once, Brotli or gzip, with the cached page. Private pages
 * (`/user/*` and the other session routes) get the frame with a skeleton, `no-store`: no client's
 * data is ever rendered here. Without the server render bundle (the SPA not built for it), a page
 * is the template with the route table's head, rendered by the browser.
 */
import { createHash, randomUUID } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  HANS_PREFIX,
  OFFER_COOKIE,
  SCRIPT_COOKIE,
  SCRIPT_COOKIE_MAX_AGE_S,
  appPath,
  isHansPath,
  isSafeLocalPath,
  matchRoute,
  routes,
  scriptPath,
  type RouteDef,
  type Script,
} from '@portal/shared';
import type { AppConfig } from '../config';
import type { PreparedPage } from '../plugins/app/page-html';
import type { ServerRenderer, SiteVersion } from '../plugins/app/ssr';
import { pageTarget } from '../lib/page-key';
import { preferredScript } from '../lib/simplified';

const HTML_TYPE = 'text/html; charset=utf-8';
/** Prefixes the SPA never owns: their misses are 404s of their own kind, never index.html. */
const RESERVED = /^\/(?:api|bff)|^\/(?:files|assets)(?:\/|$)/i;

/** Pages whose scripts load with the page instead of after its first paint (`deferScripts`). */
const FORM_FIRST_ROUTES: ReadonlySet<string> = new Set(
  routes.filter((r) => r.formFirst).map((r) => r.id),
);

/** The address unknown paths are rendered from (no route has it): their page is the same. */
const NOT_FOUND_TARGET = '/404';

/** Marks where the render would put a nonce, taken out of the page (UUID characters: escaping keeps it). */
const NONCE_SLOT = `nonce-slot-${randomUUID()}`;

function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (typeof header !== 'string') return null;
  if (/\bbr\b(?!;\s*q=0(?:\.0*)?(?:,|$))/.test(header)) return 'br';
  if (/\bgzip\b(?!;\s*q=0(?:\.0*)?(?:,|$))/.test(header)) return 'gzip';
  return null;
}

/** Addresses of the portal's services, not pages: a POST there that no route takes is not found. */
const SERVICE_PREFIX = /^\/(?:api|bff|files|assets|zh-cn\/assets)(?:[/?]|$)/i;

/**
 * A rendered page's bytes as every reader gets them. The render puts `NONCE_SLOT` where a nonce
 * would go; here the nonce attributes are dropped and each inline script that runs (not the JSON
 * data blocks, which never run) is allowed by its SHA-256 instead, so the bytes, their digest and
 * their compressed forms are made once for the cached page.
 */
class PageBody {
  readonly bytes: Buffer;
  /** The strong validator: a digest of the bytes (the coding is added per response). */
  readonly tag: string;
  /** The CSP sources allowing the page's inline scripts (`'sha256-…'`, space-separated). */
  readonly scriptSources: string;
  private br?: Buffer;
  private gzip?: Buffer;

  constructor(html: string) {
    const text = html.replaceAll(` nonce="${NONCE_SLOT}"`, '').replaceAll(NONCE_SLOT, '');
    const hashes = new Set<string>();
    for (const m of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      const attrs = m[1] ?? '';
      if (/\bsrc=/.test(attrs) || /\btype="application\/(?:ld\+)?json"/.test(attrs)) continue;
      hashes.add(
        `'sha256-${createHash('sha256')
          .update(m[2] ?? '')
          .digest('base64')}'`,
      );
    }
    this.scriptSources = [...hashes].join(' ');
    this.bytes = Buffer.from(text, 'utf8');
    this.tag = createHash('sha256').update(this.bytes).digest('base64url').slice(0, 32);
  }

  /** The body in `encoding`, compressed on the first response that asks for it, then kept. */
  encoded(encoding: 'br' | 'gzip' | null): Buffer {
    if (encoding === 'br') {
      // Quality 5: most of Brotli's gain over gzip for a fraction of 11's time (pages change
      // every few seconds; the static assets get 11 at build time).
      this.br ??= brotliCompressSync(this.bytes, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 5,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: this.bytes.length,
        },
      });
      return this.br;
    }
    if (encoding === 'gzip') return (this.gzip ??= gzipSync(this.bytes, { level: 6 }));
    return this.bytes;
  }

  /** The ETag of the body in `encoding`: one digest, a suffix per coding (RFC 9110 8.8.3). */
  etag(encoding: 'br' | 'gzip' | null): string {
    return `"${this.tag}${encoding === 'br' ? '-br' : encoding === 'gzip' ? '-gz' : ''}"`;
  }

  /** Whether an If-None-Match names this body in any coding (weak comparison, as RFC 9110 says). */
  matches(ifNoneMatch: string | string[] | undefined): boolean {
    if (typeof ifNoneMatch !== 'string') return false;
    return ifNoneMatch.split(',').some((t) => {
      const tag = t.trim().replace(/^W\//, '');
      return tag === '*' || new RegExp(`^"${this.tag}(?:-br|-gz)?"$`).test(tag);
    });
  }
}

function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PreparedPage,
  status = 200,
): FastifyReply {
  reply
    .code(status)
    .type(HTML_TYPE)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', page.etag);
  if (status === 200 && request.headers['if-none-match'] === page.etag) {
    return reply.code(304).send();
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body);
}

function sendHtml(
  reply: FastifyReply,
  html: string,
  status = 200,
  cacheControl = 'no-cache',
): FastifyReply {
  return reply.code(status).type(HTML_TYPE).header('cache-control', cacheControl).send(html);
}

/** A rendered page split where the nonce goes, or where the render sent the browser. */
type Rendered =
  | {
      kind: 'page';
      body: PageBody;
      status: number;
      cacheable: boolean;
    }
  | { kind: 'redirect'; status: number; location: string };

interface CachedPage {
  page: Rendered;
  /** Until then the page is served as it is. */
  freshUntil: number;
  /** Until then it is still served, while a new render replaces it in the background. */
  usableUntil: number;
}

/**
 * How long past its TTL a rendered page may still be served while it is rendered again in the
 * background, so a hot page never makes a visitor wait for a render. Kept below the shortest
 * freshness the SPA gives its queries (30 s), so the answers embedded in a page served late are
 * still fresh enough that hydration does not fetch them again.
 */
const HTML_STALE_MS = 20_000;

/** Rendered pages by URL, least recently used first out. */
class HtmlCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly inflight = new Map<string, Promise<Rendered | null>>();

  constructor(
    private readonly ttlMs: number,
    private readonly staleMs: number,
    private readonly maxEntries: number,
  ) {}

  private lookup(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.usableUntil <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Whether `render` would answer without a render of its own (kept, or being rendered). */
  covers(key: string): boolean {
    const entry = this.entries.get(key);
    if (entry && entry.usableUntil > Date.now()) return true;
    return this.inflight.has(key);
  }

  /** Any usable page kept for `key`. */
  peek(key: string): Rendered | undefined {
    const entry = this.entries.get(key);
    return entry && entry.usableUntil > Date.now() ? entry.page : undefined;
  }

  /**
   * The cached page when there is one (a late one starts its replacement in the background);
   * otherwise renders once for concurrent misses of the same page and keeps what may be kept.
   */
  async render(key: string, make: () => Promise<Rendered | null>): Promise<Rendered | null> {
    const hit = this.lookup(key);
    if (hit) {
      if (hit.freshUntil <= Date.now()) void this.renderOnce(key, make);
      return hit.page;
    }
    return this.renderOnce(key, make);
  }

  private renderOnce(key: string, make: () => Promise<Rendered | null>): Promise<Rendered | null> {
    let flight = this.inflight.get(key);
    if (flight) return flight;
    flight = make()
      .then((page) => {
        this.keep(key, page);
        return page;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, flight);
    return flight;
  }

  private keep(key: string, page: Rendered | null): void {
    // A failed or incomplete render does not replace a late page that is still usable.
    if (!page || this.ttlMs <= 0 || (page.kind === 'page' && !page.cacheable)) return;
    const now = Date.now();
    this.entries.delete(key);
    this.entries.set(key, {
      page,
      freshUntil: now + this.ttlMs,
      usableUntil: now + this.ttlMs + this.staleMs,
    });
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }
}

/** A year: the reader's choice of script is kept (readable by the page's banner, which sets it too). */
const SCRIPT_COOKIE_OPTIONS = {
  path: '/',
  maxAge: SCRIPT_COOKIE_MAX_AGE_S,
  sameSite: 'lax',
  httpOnly: false,
} as const;

/** A page asked for: its version, route, and what it is rendered from (lib/page-key.ts). */
interface PageRequest {
  version: SiteVersion;
  route: RouteDef;
  params: Record<string, string>;
  target: string;
  status: number;
}

export default async function pageRoutes(
  app: FastifyInstance,
  opts: { config: AppConfig },
): Promise<void> {
  const { config } = opts;
  const versions = app.siteVersions;
  const htmlCache = new HtmlCache(
    config.microCacheTtlMs,
    config.microCacheTtlMs > 0 ? HTML_STALE_MS : 0,
    Math.max(1, Math.min(config.microCacheMaxEntries, 500)),
  );

  /** Time a page served unrendered may take to read its record for its head. */
  const headBudgetMs = Math.min(config.renderBudgetMs, 1000);

  /** Why a page is served without a render of its own: see `admitRender`. */
  type Declined = 'budget' | 'busy' | 'pressure';

  /** Renders under way per client address (an address leaves the map with its last one). */
  const rendering = new Map<string, number>();
  /**
   * Renders at once past which one address is far above its share of the process's places, and
   * is held to its budget even while the gate has room.
   */
  const fairShare = Math.max(2, Math.ceil(app.renderGate.limit / 2));

  /** Whether renders are contended: the gate full or queueing, or the address far above its share. */
  function contended(ip: string): boolean {
    const gate = app.renderGate;
    return gate.busy >= gate.limit || gate.queued > 0 || (rendering.get(ip) ?? 0) >= fairShare;
  }

  /**
   * Whether this request may start a render: not while the event loop is late, and, while renders
   * are contended, only within the client address's render budget. Every render takes from the
   * budget, but an idle portal renders every page for everyone (a crawler, a family behind one
   * carrier address): the budget decides only who yields when there is not enough for all.
   */
  async function admitRender(request: FastifyRequest): Promise<Declined | null> {
    if (app.overloaded()) return 'pressure';
    const ip = request.ip;
    const within = await app.budgets.render.take(ip);
    if (!within && contended(ip)) return 'budget';
    return null;
  }

  /** Counts a render of `ip` until the returned function is called. */
  function countRender(ip: string): () => void {
    rendering.set(ip, (rendering.get(ip) ?? 0) + 1);
    return () => {
      const left = (rendering.get(ip) ?? 1) - 1;
      if (left > 0) rendering.set(ip, left);
      else rendering.delete(ip);
    };
  }

  /**
   * Sends a rendered page (or its redirect): its CSP allows the page's inline scripts by their
   * hashes in place of the response's nonce; a revisit naming its ETag gets 304.
   */
  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: Rendered,
    cacheControl: string,
  ): FastifyReply {
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    const { body } = page;
    const nonce = reply.cspNonce?.script;
    const csp = reply.raw.getHeader('content-security-policy');
    if (nonce && typeof csp === 'string') {
      const sources = body.scriptSources;
      reply.raw.setHeader(
        'content-security-policy',
        csp.replace(sources ? `'nonce-${nonce}'` : ` 'nonce-${nonce}'`, sources),
      );
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.code(page.status).type(HTML_TYPE).header('cache-control', cacheControl);
    reply.header('vary', 'accept-encoding');
    // A private page (no-store) is never kept, so it has nothing to revalidate.
    const revalidates = cacheControl !== 'no-store';
    if (revalidates) reply.header('etag', body.etag(encoding));
    if (revalidates && page.status === 200 && body.matches(request.headers['if-none-match'])) {
      return reply.code(304).send();
    }
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body.encoded(encoding));
  }

  /**
   * A page GET that may not start a render still gets a working page: the one kept for its key
   * (from an earlier render), else the page unrendered under its record's head, which the browser
   * renders itself. Never an error page.
   */
  async function sendDeclined(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageRequest,
    key: string,
    reason: Declined,
    cacheControl: string,
  ): Promise<FastifyReply> {
    app.metrics.degradedPages.inc(reason);
    const kept = htmlCache.peek(key);
    if (kept) return sendPage(request, reply, kept, cacheControl);
    return sendUnrendered(request, reply, page, cacheControl);
  }

  /**
   * The template, the browser renders the page. Its head is the one its route module makes of its
   * record (title, description, canonical, hreflang, JSON-LD), from the loaders' reads alone, no
   * React render: through the micro-cache, and past it within the address's budget for public
   * reads. Only when the record cannot be read so does the route table's generic head stand in.
   */
  async function sendUnrendered(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageRequest,
    cacheControl: string,
  ): Promise<FastifyReply> {
    const { pages, ssr } = page.version;
    const nonce = reply.cspNonce?.script;
    if (ssr && page.route.session !== true && page.status === 200) {
      try {
        const result = await ssr.head(page.target, headBudgetMs, () =>
          app.budgets.publicRead.take(request.ip),
        );
        if (result?.kind === 'redirect') return reply.redirect(result.location, result.status);
        if (result) {
          return sendHtml(reply, pages.render(pages.head(result.head, nonce)), 200, cacheControl);
        }
      } catch (err) {
        request.log.warn({ err: (err as Error).message }, 'page head failed');
      }
    }
    const head = pages.routeHead(page.route, page.params, nonce);
    return sendHtml(reply, pages.render(head), page.status, cacheControl);
  }

  /**
   * Renders the page (its data, redirects and head come from its route module) and sends it
   * with the response's nonce. A failed render, or one there was no place or budget for, sends
   * the page unrendered (the browser renders it).
   */
  async function sendRendered(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageRequest,
    renderer: ServerRenderer,
  ): Promise<FastifyReply> {
    const { pages } = page.version;
    const shell = page.route.session === true;
    const cacheControl = shell ? 'no-store' : 'no-cache';
    const key = `${shell ? 'shell' : 'page'} ${page.target}`;
    let release: (() => void) | undefined;
    if (!htmlCache.covers(key)) {
      const declined = await admitRender(request);
      if (declined) return sendDeclined(request, reply, page, key, declined, cacheControl);
      release = countRender(request.ip);
    }
    const rendered = await htmlCache.render(key, async () => {
      try {
        const result = await app.renderGate.run(() =>
          renderer.render(page.target, shell ? 0 : config.renderBudgetMs, NONCE_SLOT),
        );
        if (result === null) {
          app.metrics.degradedPages.inc('busy');
          return null;
        }
        if (result.kind === 'redirect') return result;
        if (result.html === null) {
          // The render failed: the page goes out unrendered, under its own head.
          request.log.warn({ target: page.target }, 'server render failed');
          const html = pages.render(pages.head(result.head, NONCE_SLOT));
          return {
            kind: 'page',
            body: new PageBody(html),
            status: page.status,
            cacheable: false,
          };
        }
        if (result.unloaded.length > 0 && !shell) {
          app.metrics.unloadedReads.inc(page.route.id, result.unloaded.length);
          request.log.debug(
            { target: page.target, unloaded: result.unloaded },
            'reads no loader started',
          );
        }
        const html = pages.renderSsr(
          pages.head(result.head, NONCE_SLOT),
          {
            ...(await renderer.assetsFor(result.routeIds)),
            root: result.html,
            hydrate: !shell,
            deferScripts: !result.routeIds.some((id) => FORM_FIRST_ROUTES.has(id)),
            nonce: NONCE_SLOT,
          },
          shell ? '' : pages.ssrState(result.state, NONCE_SLOT),
        );
        return {
          kind: 'page',
          body: new PageBody(html),
          status: page.status,
          cacheable: result.complete,
        };
      } catch (err) {
        request.log.warn({ err: (err as Error).message }, 'server render failed');
        return null;
      }
    });
    release?.();
    if (!rendered) return sendUnrendered(request, reply, page, cacheControl);
    return sendPage(request, reply, rendered, cacheControl);
  }

  /**
   * The reader's choice of script, remembered in a cookie: set when they arrive on one version from
   * a page of the other (the 繁 / 简 switch and the banner are plain links between the two). A
   * reader coming back from elsewhere (a bookmark, a search result) is taken to the version they
   * chose; first visits, and search engines, which keep no cookies, get the page they asked for.
   * When the browser's languages prefer the other script and nothing is chosen yet, a session
   * cookie tells the page to load its banner offering it: said in a header, so the page's bytes
   * (cached, shared by every reader) stay the same.
   *
   * Returns where to send the reader instead, or null to serve the page.
   */
  function applyScriptChoice(
    request: FastifyRequest,
    reply: FastifyReply,
    script: Script,
    pathname: string,
    search: string,
  ): string | null {
    const chosen = request.cookies[SCRIPT_COOKIE];
    const referer = sameSiteReferer(request);
    const other: Script = script === 'hans' ? 'hant' : 'hans';
    if (referer !== null && isHansPath(referer) === (other === 'hans')) {
      if (chosen !== script) {
        reply.setCookie(SCRIPT_COOKIE, script, SCRIPT_COOKIE_OPTIONS);
        if (request.cookies[OFFER_COOKIE]) reply.clearCookie(OFFER_COOKIE, { path: '/' });
      }
      return null;
    }
    const withinSite = referer !== null || request.headers['sec-fetch-site'] === 'same-origin';
    if (chosen === other && !withinSite) return scriptPath(other, pathname) + search;
    if (chosen !== 'hant' && chosen !== 'hans') {
      const prefers = preferredScript(request.headers['accept-language']);
      if (prefers === other) {
        if (request.cookies[OFFER_COOKIE] !== other) {
          reply.setCookie(OFFER_COOKIE, other, { path: '/', sameSite: 'lax' });
        }
      } else if (request.cookies[OFFER_COOKIE]) {
        reply.clearCookie(OFFER_COOKIE, { path: '/' });
      }
    }
    return null;
  }

  /** The path of the Referer when it is a page of this site, else null. */
  function sameSiteReferer(request: FastifyRequest): string | null {
    const referer = request.headers.referer;
    if (typeof referer !== 'string' || !referer) return null;
    try {
      const url = new URL(referer);
      // Through the URL parser too, so a default port is dropped on both sides.
      const host = new URL(`${url.protocol}//${request.headers.host ?? ''}`).host;
      return url.host === host ? url.pathname : null;
    } catch {
      return null;
    }
  }

  async function servePage(
    request: FastifyRequest,
    reply: FastifyReply,
    version: SiteVersion,
  ): Promise<FastifyReply> {
    const { pages, ssr, script } = version;
    const url = request.url;
    const q = url.indexOf('?');
    const fullPath = q < 0 ? url : url.slice(0, q);
    const pathname = script === 'hans' ? appPath(fullPath) : fullPath;
    const search = q < 0 ? '' : url.slice(q);

    if (RESERVED.test(pathname)) {
      reply.callNotFound();
      return reply;
    }
    // Every redirect below is built from this path: never one a browser reads as another host.
    if (!isSafeLocalPath(pathname)) {
      return sendPrepared(request, reply, pages.notFound, 404);
    }
    const elsewhere = applyScriptChoice(request, reply, script, pathname, search);
    if (elsewhere) return reply.redirect(elsewhere, 302);

    const { route, params } = matchRoute(pathname);
    // The route table's own redirects (the same entries the app's router follows), query kept.
    if (route.redirect) return reply.redirect(scriptPath(script, route.redirect) + search, 302);
    const unknown = route.path === '*';
    if (!ssr) {
      if (unknown) return sendPrepared(request, reply, pages.notFound, 404);
      const prepared = pages.preparedPage(route.id);
      if (prepared) return sendPrepared(request, reply, prepared);
      return sendHtml(reply, pages.render(pages.routeHead(route, params, reply.cspNonce?.script)));
    }
    const prefix = script === 'hans' ? HANS_PREFIX : '';
    return sendRendered(
      request,
      reply,
      {
        version,
        route,
        params,
        // Every unknown path shows the same page: one render, whatever path was asked for.
        target: unknown ? prefix + NOT_FOUND_TARGET : pageTarget(route, params, search, prefix),
        status: unknown ? 404 : 200,
      },
      ssr,
    );
  }

  app.get(HANS_PREFIX, (request, reply) => servePage(request, reply, versions.hans));
  app.get(`${HANS_PREFIX}/*`, (request, reply) => servePage(request, reply, versions.hans));
  app.get('/*', (request, reply) => servePage(request, reply, versions.hant));

  // A page's form sent the plain way (its scripts never ran): nothing is done with it, and the
  // reader is shown the page again rather than an error. Answered before any body is read.
  app.route({
    method: 'POST',
    url: '/*',
    onRequest: (request, reply, done) => {
      const url = request.url;
      if (SERVICE_PREFIX.test(url)) return done();
      // One leading slash: `//host` would be another site's address.
      void reply.redirect(`/${url.replace(/^[/\\]+/, '')}`, 303);
    },
    handler: (_request, reply) => reply.callNotFound(),
  });
}
