/**
 * HTML for every route of the shared route table. A public page's first view is rendered by the
 * web app's server render (plugins/app/ssr.ts), which runs the page's route module: its data, its
 * redirects (a missing record, `?ClinicID=`, the table's own) and its head, which is written here
 * into the HTML with the query cache the page was rendered with, for hydration. Unknown paths get
 * the SPA's not-found page with status 404. This module chooses the script version, caches and
 * budgets renders, and serves.
 *
 * Rendered pages are cached per render target (lib/page-key.ts) for the micro-cache's TTL, then
 * served a little longer while rendered again in the background, with a placeholder where the
 * nonce goes, so a hot page costs a join per response and never waits for a render. Private pages
 * (`/user/*` and the other session routes) get the frame with a skeleton, `no-store`: no client's
 * data is ever rendered here. Without the server render bundle (the SPA not built for it), a page
 * is the template with the route table's head, rendered by the browser.
 */
import { randomUUID } from 'node:crypto';
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
import type { PageHtml, PreparedPage } from '../plugins/app/page-html';
import type { ServerRenderer } from '../plugins/app/ssr';
import { SplicedGzip } from '../lib/spliced-gzip';
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

/** Stands in for the response's nonce in a memoised page (UUID characters: escaping keeps it). */
const NONCE_SLOT = `nonce-slot-${randomUUID()}`;

function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (typeof header !== 'string') return null;
  if (/\bbr\b(?!;\s*q=0(?:\.0*)?(?:,|$))/.test(header)) return 'br';
  if (/\bgzip\b(?!;\s*q=0(?:\.0*)?(?:,|$))/.test(header)) return 'gzip';
  return null;
}

function acceptsGzip(header: string | string[] | undefined): boolean {
  return typeof header === 'string' && /\bgzip\b(?!;\s*q=0(?:\.0*)?(?:,|$))/.test(header);
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
      parts: string[];
      status: number;
      cacheable: boolean;
      /** The parts compressed, made on the first response that accepts gzip. */
      gzip?: SplicedGzip;
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

/** One version of the site: the Traditional pages at the root, the Simplified ones under /zh-cn. */
interface Version {
  script: Script;
  pages: PageHtml;
  ssr: ServerRenderer | null;
}

/** A page asked for: its version, route, and what it is rendered from (lib/page-key.ts). */
interface PageRequest {
  version: Version;
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
  const versions: Record<Script, Version> = {
    hant: {
      script: 'hant',
      pages: app.pageHtml,
      ssr: app.pageHtml.canRenderSsr ? app.ssr : null,
    },
    hans: {
      script: 'hans',
      pages: app.pageHtmlHans,
      ssr: app.pageHtmlHans.canRenderSsr ? app.ssrHans : null,
    },
  };
  const htmlCache = new HtmlCache(
    config.microCacheTtlMs,
    config.microCacheTtlMs > 0 ? HTML_STALE_MS : 0,
    Math.max(1, Math.min(config.microCacheMaxEntries, 500)),
  );

  /** Time a page served unrendered may take to read its record for its head. */
  const headBudgetMs = Math.min(config.detailTimeoutMs, 1000);

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

  /** Sends a rendered page (or its redirect) with this response's nonce. */
  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: Rendered,
    cacheControl: string,
  ): FastifyReply {
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    const nonce = reply.cspNonce?.script ?? '';
    if (acceptsGzip(request.headers['accept-encoding'])) {
      page.gzip ??= new SplicedGzip(page.parts);
      return reply
        .code(page.status)
        .type(HTML_TYPE)
        .header('cache-control', cacheControl)
        .header('vary', 'accept-encoding')
        .header('content-encoding', 'gzip')
        .send(page.gzip.build(nonce));
    }
    reply.header('vary', 'accept-encoding');
    return sendHtml(reply, page.parts.join(nonce), page.status, cacheControl);
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
          renderer.render(page.target, shell ? 0 : config.detailTimeoutMs, NONCE_SLOT),
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
            parts: html.split(NONCE_SLOT),
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
            ...renderer.assetsFor(result.routeIds),
            root: result.html,
            hydrate: !shell,
            deferScripts: !result.routeIds.some((id) => FORM_FIRST_ROUTES.has(id)),
            nonce: NONCE_SLOT,
          },
          shell ? '' : pages.ssrState(result.state, NONCE_SLOT),
        );
        return {
          kind: 'page',
          parts: html.split(NONCE_SLOT),
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
    version: Version,
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
}
