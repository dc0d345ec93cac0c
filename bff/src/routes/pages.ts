/**
 * HTML for every route of the shared route table: redirects, head tags, and for detail routes the
 * record itself (fetched anonymously within a short budget) as meta and JSON-LD. Unknown paths get
 * the SPA's not-found page with status 404.
 *
 * With the server render bundle (plugins/app/ssr.ts) each public page's first view is rendered
 * here, with the query cache it used embedded for hydration. Rendered pages are cached per URL
 * (and, for detail pages, per record version) for the micro-cache's TTL, then served a little
 * longer while rendered again in the background, with a placeholder where the nonce goes, so a
 * hot page costs a join per response and never waits for a render. Private pages (`/user/*` and the other
 * session routes) get the frame with a skeleton, `no-store`: no client's data is ever rendered here.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  RECORD_ID_PATTERN,
  ResponseCode,
  calls,
  detailHead,
  detailTrail,
  getRoute,
  href,
  isSafeLocalPath,
  isUsableRecord,
  matchRoute,
  missingRecordPath,
  routes,
  type DetailRecords,
  type JsonLd,
  type PageMeta,
  type RouteDef,
} from '@portal/shared';
import type { AppConfig } from '../config';
import type { PageHtml, PreparedPage } from '../plugins/app/page-html';
import type { ServerRenderer } from '../plugins/app/ssr';
import { SplicedGzip } from '../lib/spliced-gzip';
import { pageTarget } from '../lib/page-key';
import {
  HANS_PREFIX,
  OFFER_COOKIE,
  SCRIPT_COOKIE,
  appPath,
  isHansPath,
  preferredScript,
  scriptPath,
  type Script,
} from '../lib/simplified';

const HTML_TYPE = 'text/html; charset=utf-8';
/** Prefixes the SPA never owns: their misses are 404s of their own kind, never index.html. */
const RESERVED = /^\/(?:api|bff)|^\/(?:files|assets)(?:\/|$)/i;

/** Pages whose scripts load with the page instead of after its first paint (`deferScripts`). */
const FORM_FIRST_ROUTES: ReadonlySet<string> = new Set(
  routes.filter((r) => r.formFirst).map((r) => r.id),
);

/**
 * Something built from a micro-cached record, kept per record and key. Every hit of the cache
 * hands back the same envelope object, so it is built once per record (and key); keyed weakly, a
 * record dropped or refreshed by the cache takes what was built from it along.
 */
class PerRecord<T> {
  private readonly byRecord = new WeakMap<object, Map<string, T>>();

  /** The value kept for `record` and `key`; else `build()`'s, kept only when `keep` says so. */
  get(record: object | null, key: string, build: () => T, keep: (value: T) => boolean): T {
    if (record === null) return build();
    let ofRecord = this.byRecord.get(record);
    const kept = ofRecord?.get(key);
    if (kept !== undefined) return kept;
    const value = build();
    if (keep(value)) {
      if (!ofRecord) this.byRecord.set(record, (ofRecord = new Map()));
      ofRecord.set(key, value);
    }
    return value;
  }
}

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
  /** The record's version (micro-cache validator) a detail page was rendered from. */
  version: string | undefined;
}

/**
 * How long past its TTL a rendered page may still be served while it is rendered again in the
 * background, so a hot page never makes a visitor wait for a render. Kept below the shortest
 * freshness the SPA gives its queries (30 s), so the answers embedded in a page served late are
 * still fresh enough that hydration does not fetch them again.
 */
export const HTML_STALE_MS = 20_000;

/** Rendered pages by URL, least recently used first out. */
class HtmlCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly inflight = new Map<string, Promise<Rendered | null>>();

  constructor(
    private readonly ttlMs: number,
    private readonly staleMs: number,
    private readonly maxEntries: number,
  ) {}

  private lookup(key: string, version: string | undefined): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.usableUntil <= Date.now() || entry.version !== version) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Whether `render` would answer without a render of its own (kept, or being rendered). */
  covers(key: string, version: string | undefined): boolean {
    const entry = this.entries.get(key);
    if (entry && entry.usableUntil > Date.now() && entry.version === version) return true;
    return this.inflight.has(`${key}\n${version ?? ''}`);
  }

  /** Any usable page kept for `key`, whatever record version it was rendered from. */
  peek(key: string): Rendered | undefined {
    const entry = this.entries.get(key);
    return entry && entry.usableUntil > Date.now() ? entry.page : undefined;
  }

  /**
   * The cached page when there is one (a late one starts its replacement in the background);
   * otherwise renders once for concurrent misses of the same page and keeps what may be kept.
   */
  async render(
    key: string,
    version: string | undefined,
    make: () => Promise<Rendered | null>,
  ): Promise<Rendered | null> {
    const hit = this.lookup(key, version);
    if (hit) {
      if (hit.freshUntil <= Date.now()) void this.renderOnce(key, version, make);
      return hit.page;
    }
    return this.renderOnce(key, version, make);
  }

  private renderOnce(
    key: string,
    version: string | undefined,
    make: () => Promise<Rendered | null>,
  ): Promise<Rendered | null> {
    const flightKey = `${key}\n${version ?? ''}`;
    let flight = this.inflight.get(flightKey);
    if (flight) return flight;
    flight = make()
      .then((page) => {
        this.keep(key, version, page);
        return page;
      })
      .finally(() => this.inflight.delete(flightKey));
    this.inflight.set(flightKey, flight);
    return flight;
  }

  private keep(key: string, version: string | undefined, page: Rendered | null): void {
    // A failed or incomplete render does not replace a late page that is still usable.
    if (!page || this.ttlMs <= 0 || (page.kind === 'page' && !page.cacheable)) return;
    const now = Date.now();
    this.entries.delete(key);
    this.entries.set(key, {
      page,
      freshUntil: now + this.ttlMs,
      usableUntil: now + this.ttlMs + this.staleMs,
      version,
    });
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }
}

/** A year: the reader's choice of script is kept (readable by the page's banner, which sets it too). */
const SCRIPT_COOKIE_OPTIONS = {
  path: '/',
  maxAge: 365 * 24 * 3600,
  sameSite: 'lax',
  httpOnly: false,
} as const;

/** One version of the site: the Traditional pages at the root, the Simplified ones under /zh-cn. */
interface Version {
  script: Script;
  pages: PageHtml;
  ssr: ServerRenderer | null;
}

/** `/doctor/list?ClinicID=X`: the clinic page replaced the old filtered list. */
function clinicRedirect(search: string): string | null {
  if (!search) return null;
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.toLowerCase() === 'clinicid') {
      return RECORD_ID_PATTERN.test(value) ? href('clinicDetail', { clinicId: value }) : null;
    }
  }
  return null;
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
  /**
   * Detail pages rendered from a micro-cached record (without the server render), split where the
   * nonce goes: each response only joins the parts with its own nonce.
   */
  const memo = new PerRecord<{ parts: string[]; clean: boolean }>();
  /**
   * The head of a server-rendered detail page, per micro-cached record (and version and route):
   * built (and, for a Simplified page, converted) once, not on every hit of the cached page.
   */
  const heads = new PerRecord<{ head: string; clean: boolean }>();
  const htmlCache = new HtmlCache(
    config.microCacheTtlMs,
    config.microCacheTtlMs > 0 ? HTML_STALE_MS : 0,
    Math.max(1, Math.min(config.microCacheMaxEntries, 500)),
  );

  /** Why a page is served without a render of its own: see `admitRender`. */
  type Declined = 'budget' | 'busy' | 'pressure';

  const underPressure = (): boolean => app.hasDecorator('isUnderPressure') && app.isUnderPressure();

  /**
   * Whether this request may start a render (or fetch a record not seen lately): not while the
   * event loop is late, and only within the client address's render budget.
   */
  async function admitRender(request: FastifyRequest): Promise<Declined | null> {
    if (underPressure()) return 'pressure';
    if (!(await app.budgets.render.take(request.ip))) return 'budget';
    return null;
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
   * (from an earlier render, whatever record version), else the page unrendered, which the
   * browser renders itself. Never an error page.
   */
  function sendDeclined(
    request: FastifyRequest,
    reply: FastifyReply,
    pages: PageHtml,
    key: string,
    head: string,
    reason: Declined,
    status = 200,
    cacheControl = 'no-cache',
  ): FastifyReply {
    app.metrics.degradedPages.inc(reason);
    const kept = htmlCache.peek(key);
    if (kept) return sendPage(request, reply, kept, cacheControl);
    const nonce = reply.cspNonce?.script ?? '';
    return sendHtml(reply, pages.render(head.split(NONCE_SLOT).join(nonce)), status, cacheControl);
  }

  /**
   * Renders the page at `target` (with `head`, built with the nonce placeholder) and sends it
   * with the response's nonce. A failed render, or one there was no place or budget for, sends
   * the page without markup (the browser renders it).
   */
  async function sendRendered(
    request: FastifyRequest,
    reply: FastifyReply,
    version: Version,
    renderer: ServerRenderer,
    opts: {
      /** What the page is rendered from and cached under (see lib/page-key.ts). */
      target: string;
      head: string;
      status?: number;
      /** Private pages: no data, never stored by anyone. */
      shell?: boolean;
      version?: string;
      cacheable?: boolean;
      budgetMs?: number;
      /** This request's render was already admitted (a detail page, before its record fetch). */
      admitted?: boolean;
    },
  ): Promise<FastifyReply> {
    const { pages } = version;
    const shell = opts.shell === true;
    const cacheControl = shell ? 'no-store' : 'no-cache';
    const key = `${shell ? 'shell' : 'page'} ${opts.target}`;
    if (!opts.admitted && !htmlCache.covers(key, opts.version)) {
      const declined = await admitRender(request);
      if (declined) {
        return sendDeclined(
          request,
          reply,
          pages,
          key,
          opts.head,
          declined,
          opts.status,
          cacheControl,
        );
      }
    }
    const page = await htmlCache.render(key, opts.version, async () => {
      try {
        const result = await app.renderGate.run(() =>
          renderer.render(
            opts.target,
            shell ? 0 : (opts.budgetMs ?? config.detailTimeoutMs),
            NONCE_SLOT,
          ),
        );
        if (result === null) {
          app.metrics.degradedPages.inc('busy');
          return null;
        }
        if (result.kind === 'redirect') return result;
        const html = pages.renderSsr(
          opts.head,
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
          status: opts.status ?? 200,
          cacheable: opts.cacheable !== false && result.complete,
        };
      } catch (err) {
        request.log.warn({ err: (err as Error).message }, 'server render failed');
        return null;
      }
    });
    if (!page) {
      const nonce = reply.cspNonce?.script ?? '';
      return sendHtml(
        reply,
        pages.render(opts.head.split(NONCE_SLOT).join(nonce)),
        opts.status ?? 200,
        cacheControl,
      );
    }
    return sendPage(request, reply, page, cacheControl);
  }

  async function renderDetail(
    request: FastifyRequest,
    reply: FastifyReply,
    version: Version,
    route: RouteDef & { detail: NonNullable<RouteDef['detail']> },
    params: Record<string, string>,
    target: string,
  ): Promise<FastifyReply> {
    const { detail } = route;
    const { pages, ssr } = version;
    const id = params[detail.param] ?? '';
    // The list is told why the visitor lands on it, so it can say so (a removed record, or an
    // upstream that could not answer in time); in the version (script) the visitor reads.
    const missing = scriptPath(version.script, missingRecordPath(detail, 'missing'));
    const unavailable = scriptPath(version.script, missingRecordPath(detail, 'unavailable'));
    if (!RECORD_ID_PATTERN.test(id)) return reply.redirect(missing, 302);

    // A page with nothing kept for it may need its record from the upstream and a render: that
    // is what the address's budget is for (random ids cost the upstream a call each). Past it,
    // the page goes out unrendered and the browser looks the record up itself.
    const key = `page ${target}`;
    let admitted = false;
    if (ssr && !htmlCache.peek(key)) {
      const declined = await admitRender(request);
      if (declined) {
        return sendDeclined(request, reply, pages, key, pages.routeHead(route, params), declined);
      }
      admitted = true;
    }

    const started = Date.now();
    const callParams = { [detail.idField]: id };
    let data: unknown;
    let res: Awaited<ReturnType<typeof app.upstream.call>>;
    try {
      const def = calls[detail.call];
      res = await app.upstream.call(detail.call, {
        ...(def.method === 'GET' ? { query: callParams } : { body: callParams }),
        timeoutMs: config.detailTimeoutMs,
        signal: AbortSignal.timeout(config.detailTimeoutMs),
        // The record (not the HTML, which carries a per-response nonce) may be micro-cached.
        cache: true,
      });
      if (res.envelope.code !== ResponseCode.OK) {
        // A refusal (4xx-style code) means no such record; a 5xx-style code is a failure.
        return reply.redirect(res.envelope.code < 500 ? missing : unavailable, 302);
      }
      data = res.envelope.data;
    } catch (err) {
      request.log.warn(
        { kind: (err as { kind?: unknown }).kind, call: detail.call },
        'detail record fetch failed',
      );
      return reply.redirect(unavailable, 302);
    }
    if (!isUsableRecord(detail.kind, data)) return reply.redirect(missing, 302);

    const canonicalPath = pages.canonicalPath(route, params);
    if (ssr) {
      // Only answers that came through the micro-cache (they carry its etag) are memoised.
      const record = res.etag ? res.envelope : null;
      const { head, clean } = heads.get(
        record,
        `${version.script} ${route.id} ${canonicalPath}`,
        () => recordHead(request, pages, route, id, data, canonicalPath, NONCE_SLOT),
        (built) => built.clean,
      );
      return sendRendered(request, reply, version, ssr, {
        target,
        head,
        admitted,
        version: res.etag,
        cacheable: clean && res.etag !== undefined,
        budgetMs: Math.max(0, config.detailTimeoutMs - (Date.now() - started)),
      });
    }
    const nonce = reply.cspNonce?.script;
    // Only answers that came through the micro-cache (they carry its etag) are memoised.
    const record = res.etag && nonce ? res.envelope : null;
    if (!record) {
      return sendHtml(
        reply,
        renderPage(request, pages, route, id, data, canonicalPath, nonce).html,
      );
    }
    const { parts } = memo.get(
      record,
      `${version.script} ${route.id} ${canonicalPath}`,
      () => {
        const page = renderPage(request, pages, route, id, data, canonicalPath, NONCE_SLOT);
        return { parts: page.html.split(NONCE_SLOT), clean: page.clean };
      },
      (page) => page.clean,
    );
    return sendHtml(reply, parts.join(nonce));
  }

  /** The detail page's HTML; `clean` is false when the record's meta could not be built. */
  function renderPage(
    request: FastifyRequest,
    pages: PageHtml,
    route: RouteDef & { detail: NonNullable<RouteDef['detail']> },
    id: string,
    data: unknown,
    canonicalPath: string,
    nonce: string | undefined,
  ): { html: string; clean: boolean } {
    const { head, clean } = recordHead(request, pages, route, id, data, canonicalPath, nonce);
    return { html: pages.render(head), clean };
  }

  /** The detail page's head tags; `clean` is false when the record's meta could not be built. */
  function recordHead(
    request: FastifyRequest,
    pages: PageHtml,
    route: RouteDef & { detail: NonNullable<RouteDef['detail']> },
    id: string,
    data: unknown,
    canonicalPath: string,
    nonce: string | undefined,
  ): { head: string; clean: boolean } {
    const { detail } = route;
    const canonical = pages.siteHref(canonicalPath);
    let meta: PageMeta = route;
    let clean = true;
    let jsonLd: JsonLd[] = [];
    try {
      ({ meta, jsonLd } = detailHead(detail.kind, data as DetailRecords[typeof detail.kind], {
        route,
        id,
        canonical,
        siteUrl: config.siteUrl,
        trail: detailTrail(detail, (path) => pages.siteHref(path)),
      }));
    } catch (err) {
      // The builders take any subset of fields; this only guards against the unforeseen.
      clean = false;
      request.log.warn({ err: (err as Error).name, call: detail.call }, 'detail meta failed');
    }
    const head = pages.head({
      meta,
      canonicalPath,
      jsonLd,
      ogType: detail.kind === 'news' ? 'article' : detail.kind === 'doctor' ? 'profile' : 'website',
      nonce,
    });
    return { head, clean };
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
    const at = (path: string) => scriptPath(script, path);

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
    if (route.path === '*') {
      if (!ssr) return sendPrepared(request, reply, pages.notFound, 404);
      const head = pages.head({ meta: getRoute('notFound'), noindex: true });
      // Every unknown path shows the same page: one render, whatever path was asked for.
      return sendRendered(request, reply, version, ssr, {
        target: at(NOT_FOUND_TARGET),
        head,
        status: 404,
      });
    }
    if (route.redirect) return reply.redirect(at(route.redirect) + search, 302);
    if (route.id === 'doctorList') {
      const target = clinicRedirect(search);
      if (target) return reply.redirect(at(target), 302);
    }
    const target = pageTarget(route, params, search, script === 'hans' ? HANS_PREFIX : '');
    if (route.detail) {
      const detailRoute = { ...route, detail: route.detail };
      return renderDetail(request, reply, version, detailRoute, params, target);
    }
    if (ssr) {
      const head = pages.routeHead(route, params);
      return sendRendered(request, reply, version, ssr, {
        target,
        head,
        shell: route.session === true,
      });
    }
    const prepared = pages.preparedPage(route.id);
    if (prepared) return sendPrepared(request, reply, prepared);
    return sendHtml(reply, pages.render(pages.routeHead(route, params)));
  }

  app.get(HANS_PREFIX, (request, reply) => servePage(request, reply, versions.hans));
  app.get(`${HANS_PREFIX}/*`, (request, reply) => servePage(request, reply, versions.hans));
  app.get('/*', (request, reply) => servePage(request, reply, versions.hant));
}
