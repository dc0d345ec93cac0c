/**
 * HTML for every route of the shared route table: redirects, head tags, and for detail routes the
 * record itself (fetched anonymously within a short budget) as JSON-LD and initial data. Unknown
 * paths get the SPA's not-found page with status 404.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  RECORD_ID_PATTERN,
  ResponseCode,
  calls,
  detailHead,
  isUsableRecord,
  matchRoute,
  routes,
  SITE_NAME,
  type DetailRecords,
  type JsonLd,
  type PageMeta,
  type RouteDef,
} from '@portal/shared';
import type { AppConfig } from '../config';
import type { PreparedPage } from '../plugins/app/page-html';

const HTML_TYPE = 'text/html; charset=utf-8';
/** Prefixes the SPA never owns: their misses are 404s of their own kind, never index.html. */
const RESERVED = /^\/(?:api|bff)|^\/(?:files|assets)(?:\/|$)/i;

const listTitles = new Map(routes.map((r) => [r.path, r.title]));

/** Stands in for the response's nonce in a memoised page (UUID characters: escaping keeps it). */
const NONCE_SLOT = `nonce-slot-${randomUUID()}`;

function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (typeof header !== 'string') return null;
  if (/\bbr\b(?!;\s*q=0(?:\.0*)?(?:,|$))/.test(header)) return 'br';
  if (/\bgzip\b(?!;\s*q=0(?:\.0*)?(?:,|$))/.test(header)) return 'gzip';
  return null;
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

function sendHtml(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply.code(status).type(HTML_TYPE).header('cache-control', 'no-cache').send(html);
}

/** `/doctor/list?ClinicID=X`: the clinic page replaced the old filtered list. */
function clinicRedirect(search: string): string | null {
  if (!search) return null;
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.toLowerCase() === 'clinicid') {
      return RECORD_ID_PATTERN.test(value) ? `/hospital/detail/${value}` : null;
    }
  }
  return null;
}

export default async function pageRoutes(
  app: FastifyInstance,
  opts: { config: AppConfig },
): Promise<void> {
  const { config } = opts;
  const pages = app.pageHtml;
  /**
   * Detail pages rendered from a micro-cached record, split where the nonce goes: every hit of the
   * cache hands back the same envelope object, so the page is built once per record (and route)
   * and each response only joins the parts with its own nonce. Keyed weakly: a record dropped or
   * refreshed by the cache takes its pages with it.
   */
  const memo = new WeakMap<object, Map<string, string[]>>();

  async function renderDetail(
    request: FastifyRequest,
    reply: FastifyReply,
    route: RouteDef & { detail: NonNullable<RouteDef['detail']> },
    params: Record<string, string>,
  ): Promise<FastifyReply> {
    const { detail } = route;
    const id = params[detail.param] ?? '';
    if (!RECORD_ID_PATTERN.test(id)) return reply.redirect(detail.fallback, 302);

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
        return reply.redirect(detail.fallback, 302);
      }
      data = res.envelope.data;
    } catch (err) {
      request.log.warn(
        { kind: (err as { kind?: unknown }).kind, call: detail.call },
        'detail record fetch failed',
      );
      return reply.redirect(detail.fallback, 302);
    }
    if (!isUsableRecord(detail.kind, data)) return reply.redirect(detail.fallback, 302);

    const canonicalPath = pages.canonicalPath(route, params);
    const nonce = reply.cspNonce?.script;
    // Only answers that came through the micro-cache (they carry its etag) are memoised.
    const record = res.etag && nonce ? res.envelope : null;
    const memoKey = `${route.id} ${canonicalPath}`;
    if (record) {
      const parts = memo.get(record)?.get(memoKey);
      if (parts) return sendHtml(reply, parts.join(nonce));
    }
    const { html, clean } = renderPage(
      request,
      route,
      callParams,
      data,
      canonicalPath,
      record ? NONCE_SLOT : nonce,
    );
    if (!record || !clean) return sendHtml(reply, html);
    const parts = html.split(NONCE_SLOT);
    let pagesOfRecord = memo.get(record);
    if (!pagesOfRecord) memo.set(record, (pagesOfRecord = new Map()));
    pagesOfRecord.set(memoKey, parts);
    return sendHtml(reply, parts.join(nonce));
  }

  /** The detail page's HTML; `clean` is false when the record's meta could not be built. */
  function renderPage(
    request: FastifyRequest,
    route: RouteDef & { detail: NonNullable<RouteDef['detail']> },
    callParams: Record<string, string>,
    data: unknown,
    canonicalPath: string,
    nonce: string | undefined,
  ): { html: string; clean: boolean } {
    const { detail } = route;
    const canonical = pages.siteHref(canonicalPath);
    let meta: PageMeta = route;
    let clean = true;
    let jsonLd: JsonLd[] = [];
    try {
      ({ meta, jsonLd } = detailHead(detail.kind, data as DetailRecords[typeof detail.kind], {
        route,
        id: callParams[detail.idField] ?? '',
        canonical,
        siteUrl: config.siteUrl,
        trail: [
          { name: SITE_NAME, url: pages.siteHref('/') },
          {
            name: listTitles.get(detail.fallback) ?? route.title,
            url: pages.siteHref(detail.fallback),
          },
        ],
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
    const initial = pages.initialData({ call: detail.call, params: callParams, data }, nonce);
    return { html: pages.render(head, initial), clean };
  }

  app.get('/*', async (request, reply) => {
    const url = request.url;
    const q = url.indexOf('?');
    const pathname = q < 0 ? url : url.slice(0, q);
    const search = q < 0 ? '' : url.slice(q);

    if (RESERVED.test(pathname)) return reply.callNotFound();
    if (!pathname.startsWith('/') || pathname.startsWith('//')) {
      return sendPrepared(request, reply, pages.notFound, 404);
    }

    const { route, params } = matchRoute(pathname);
    if (route.path === '*') return sendPrepared(request, reply, pages.notFound, 404);
    if (route.redirect) return reply.redirect(route.redirect + search, 302);
    if (route.id === 'doctorList') {
      const target = clinicRedirect(search);
      if (target) return reply.redirect(target, 302);
    }
    if (route.detail) {
      return renderDetail(request, reply, { ...route, detail: route.detail }, params);
    }
    const prepared = pages.preparedPage(route.id);
    if (prepared) return sendPrepared(request, reply, prepared);
    return sendHtml(reply, pages.render(pages.routeHead(route, params)));
  });
}
