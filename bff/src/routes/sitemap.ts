/**
 * `/sitemap.xml`: every public page in every copy of the site (Traditional at the root,
 * Simplified under /zh-cn, English under /en), each entry naming its alternates (zh-HK, zh-CN,
 * en, x-default). The
 * parameter-less pages come from the route table; detail pages from the upstream's public lists
 * (doctors, clinics, news, questions, jobs), read page by page. Built at most once per
 * ten minutes, kept gzipped, and served from memory; concurrent requests share one build.
 * `/robots.txt` points crawlers at it.
 */
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DETAIL_ID_FIELD,
  RECORD_ID_PATTERN,
  ResponseCode,
  escapeHtml,
  fillRoute,
  routes,
  COPIES,
  copyAlternates,
  copyPath,
  type CallName,
  type DetailKind,
} from '@portal/shared';
import { answers, normaliseAnswer } from '@portal/shared/answers';
import type { AppConfig } from '../config';

/** How long a built sitemap is served before it is built again. */
const SITEMAP_TTL_MS = 10 * 60 * 1000;
const PAGE_SIZE = 100;
/** Per kind: a sitemap holds at most 50,000 URLs, and each record gives one per copy (three). */
const MAX_RECORDS_PER_KIND = 3000;

/** Where the records of one kind are listed: the call, how it pages, and the id field(s). */
interface RecordList {
  call: CallName;
  /** Paging in the query string (GET lists) or in the JSON body (POST searches). */
  paging: 'query' | 'body';
  /** The record's id field(s), first present wins. */
  ids: readonly string[];
}

const LISTS: Record<DetailKind, RecordList> = {
  doctor: { call: 'searchDoctor', paging: 'body', ids: [DETAIL_ID_FIELD.doctor] },
  clinic: { call: 'searchClinic', paging: 'body', ids: [DETAIL_ID_FIELD.clinic] },
  news: { call: 'getWebNewsList', paging: 'query', ids: [DETAIL_ID_FIELD.news] },
  ask: { call: 'getWebAskList', paging: 'query', ids: [DETAIL_ID_FIELD.ask] },
  job: { call: 'queryJobList', paging: 'body', ids: [DETAIL_ID_FIELD.job, 'jobId'] },
};

interface Source extends RecordList {
  path: (id: string) => string;
}

/** One source per detail page of the route table (its own page, not a sub-page or an alias). */
const SOURCES: readonly Source[] = routes.flatMap((route) => {
  const { detail } = route;
  if (!detail || route.parent || route.page) return [];
  return [
    { ...LISTS[detail.kind], path: (id: string) => fillRoute(route.path, { [detail.param]: id }) },
  ];
});

/** Public content pages without parameters (lists, information pages, tools); no account pages. */
const STATIC_PATHS = routes
  .filter(
    (r) =>
      !r.session &&
      !r.noindex &&
      !r.redirect &&
      !r.detail &&
      r.path !== '*' &&
      !r.path.includes(':'),
  )
  .map((r) => r.path);

export default async function sitemapRoutes(
  app: FastifyInstance,
  opts: { config: AppConfig },
): Promise<void> {
  const site = opts.config.siteUrl;
  let built: { gzip: Buffer; body: Buffer; expires: number } | null = null;
  let building: Promise<{ gzip: Buffer; body: Buffer; expires: number }> | null = null;

  /** The in-app paths of one kind of record, as far as the upstream lists them. */
  async function recordPaths(source: Source): Promise<string[]> {
    const out: string[] = [];
    for (let page = 1; out.length < MAX_RECORDS_PER_KIND; page++) {
      const paging =
        source.paging === 'query'
          ? { query: { pageNo: String(page), pageSize: String(PAGE_SIZE) } }
          : { body: { pageno: page, pagesize: PAGE_SIZE } };
      const res = await app.upstream.call(source.call, { ...paging, cache: true });
      if (res.envelope.code !== ResponseCode.OK) break;
      const data = normaliseAnswer(answers[source.call], res.envelope.data) as {
        list?: unknown;
        total?: unknown;
      } | null;
      const list = Array.isArray(data?.list) ? (data.list as Record<string, unknown>[]) : [];
      for (const record of list) {
        const id = source.ids.map((k) => record?.[k]).find((v) => typeof v === 'string');
        if (typeof id === 'string' && RECORD_ID_PATTERN.test(id)) out.push(source.path(id));
      }
      const total = typeof data?.total === 'number' ? data.total : 0;
      if (list.length < PAGE_SIZE || page * PAGE_SIZE >= total) break;
    }
    return out;
  }

  /** The page in every copy, each naming all of them. */
  function entry(path: string): string {
    const alternates = copyAlternates(path)
      .map(
        ([hreflang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(site + href)}"/>`,
      )
      .join('');
    return COPIES.map(
      (copy) => `<url><loc>${escapeHtml(site + copyPath(copy, path))}</loc>${alternates}</url>\n`,
    ).join('');
  }

  async function build(): Promise<{ gzip: Buffer; body: Buffer; expires: number }> {
    const seen = new Set<string>();
    const paths: string[] = [];
    const add = (p: string) => {
      if (seen.has(p)) return;
      seen.add(p);
      paths.push(p);
    };
    STATIC_PATHS.forEach(add);
    const lists = await Promise.allSettled(SOURCES.map(recordPaths));
    for (const [i, result] of lists.entries()) {
      if (result.status === 'fulfilled') result.value.forEach(add);
      else app.log.warn({ call: SOURCES[i]!.call }, 'sitemap: list not read');
    }
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
      'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
      paths.map(entry).join('') +
      '</urlset>\n';
    const body = Buffer.from(xml, 'utf8');
    // A list the upstream failed to give is tried again soon rather than in ten minutes.
    const complete = lists.every((r) => r.status === 'fulfilled');
    return {
      body,
      gzip: gzipSync(body),
      expires: Date.now() + (complete ? SITEMAP_TTL_MS : 30_000),
    };
  }

  async function current(): Promise<{ gzip: Buffer; body: Buffer }> {
    if (built && built.expires > Date.now()) return built;
    building ??= build().finally(() => {
      building = null;
    });
    built = await building;
    return built;
  }

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\nSitemap: ${site}/sitemap.xml\n`),
  );

  app.get('/sitemap.xml', async (request: FastifyRequest, reply: FastifyReply) => {
    const map = await current();
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .header('vary', 'accept-encoding');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(map.gzip);
    }
    return reply.send(map.body);
  });
}
