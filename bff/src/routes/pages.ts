/**
 * HTML for every route of the shared route table. A public page's first view is rendered by the
 * web app's server render (plugins/app/ssr.ts), which runs the page's route module: its data, its
 * redirects (a missing record, `?ClinicID=`, the table's own) and its head, which is written here
 * into the HTML with the query cache the page was rendered with, for hydration. Unknown paths get
 * the SPA's not-found page with status 404. This module routes a page request to its version
 * (lib/chinese/script-choice.ts), its admission (lib/render/admission.ts) and its cached or new
 * render (lib/render/html-cache.ts), and serves it.
 *
 * Rendered pages are cached per render target (lib/render/page-key.ts) for the micro-cache's TTL, then
 * served a little longer while rendered again in the background, so a hot page never waits for a
 * render. A cached page's bytes are the same for every reader: its inline scripts are allowed by
 * their hashes in the response's CSP instead of a nonce, so the page has a strong ETag (a revisit
 * with If-None-Match gets 304) and is compressed once, Brotli or gzip, with the cached page. Private pages
 * (`/user/*` and the other session routes) get the frame with a skeleton, `no-store`: no client's
 * data is ever rendered here. Without the server render bundle (the SPA not built for it), a page
 * is the template with the route table's head, rendered by the browser.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  COPIES,
  copyPath,
  isSafeLocalPath,
  matchRoute,
  pathInCopy,
  routes,
  type RouteDef,
} from '@portal/shared';
import type { AppConfig } from '../config';
import type { PreparedPage } from '../plugins/app/page-html';
import type { ServerRenderer, SiteVersion } from '../plugins/app/ssr';
import { applyScriptChoice } from '../lib/chinese/script-choice';
import { RenderAdmission, type Declined } from '../lib/render/admission';
import { HTML_STALE_MS, HtmlCache, type Rendered } from '../lib/render/html-cache';
import { NONCE_SLOT, PageBody, preferredEncoding } from '../lib/render/page-body';
import { pageTarget } from '../lib/render/page-key';

const HTML_TYPE = 'text/html; charset=utf-8';
/** Prefixes the SPA never owns: their misses are 404s of their own kind, never index.html. */
const RESERVED = /^\/(?:api|bff)|^\/(?:files|assets)(?:\/|$)/i;

/** Pages whose scripts load with the page instead of after its first paint (`deferScripts`). */
const FORM_FIRST_ROUTES: ReadonlySet<string> = new Set(
  routes.filter((r) => r.formFirst).map((r) => r.id),
);

/** The address unknown paths are rendered from (no route has it): their page is the same. */
const NOT_FOUND_TARGET = '/404';

/** Addresses of the portal's services, not pages: a POST there that no route takes is not found. */
const SERVICE_PREFIX = /^\/(?:api|bff|files|(?:zh-cn\/|en\/)?assets)(?:[/?]|$)/i;

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

/** A page asked for: its version, route, and what it is rendered from (lib/render/page-key.ts). */
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

  const admission = new RenderAdmission(app.renderGate, app.budgets.render, () => app.overloaded());

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
      // The head's scripts are in the policy already (by hash): each source is named once.
      const sources = body.scriptSources
        .split(' ')
        .filter((source) => source !== '' && !csp.includes(source))
        .join(' ');
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
          app.budgets.publicRead.take(request.addressKey),
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
      const declined = await admission.admit(request.addressKey);
      if (declined) return sendDeclined(request, reply, page, key, declined, cacheControl);
      release = admission.count(request.addressKey);
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

  async function servePage(
    request: FastifyRequest,
    reply: FastifyReply,
    version: SiteVersion,
  ): Promise<FastifyReply> {
    const { pages, ssr, script, copy } = version;
    const url = request.url;
    const q = url.indexOf('?');
    const fullPath = q < 0 ? url : url.slice(0, q);
    const pathname = copy.prefix ? pathInCopy(fullPath) : fullPath;
    const search = q < 0 ? '' : url.slice(q);

    if (RESERVED.test(pathname)) {
      reply.callNotFound();
      return reply;
    }
    // Every redirect below is built from this path: never one a browser reads as another host.
    if (!isSafeLocalPath(pathname)) {
      return sendPrepared(request, reply, pages.notFound, 404);
    }
    // The address decides the language: only a choice between the Chinese scripts is remembered.
    const elsewhere =
      copy.id === 'en' ? null : applyScriptChoice(request, reply, script, pathname, search);
    if (elsewhere) return reply.redirect(elsewhere, 302);

    const { route, params } = matchRoute(pathname);
    // The route table's own redirects (the same entries the app's router follows), query kept.
    if (route.redirect) return reply.redirect(copyPath(copy, route.redirect) + search, 302);
    const unknown = route.path === '*';
    if (!ssr) {
      if (unknown) return sendPrepared(request, reply, pages.notFound, 404);
      const prepared = pages.preparedPage(route.id);
      if (prepared) return sendPrepared(request, reply, prepared);
      return sendHtml(reply, pages.render(pages.routeHead(route, params, reply.cspNonce?.script)));
    }
    const { prefix } = copy;
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

  // Each copy under its prefix (/zh-cn, /en), the Traditional one at the root.
  for (const copy of COPIES) {
    if (!copy.prefix) continue;
    const version = versions[copy.id];
    app.get(copy.prefix, (request, reply) => servePage(request, reply, version));
    app.get(`${copy.prefix}/*`, (request, reply) => servePage(request, reply, version));
  }
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
