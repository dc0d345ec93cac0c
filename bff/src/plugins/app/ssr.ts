/**
 * Each version of the site's pages (`app.siteVersions`, by copy): its template and head tags
 * (page-html.ts) and its server render.
 *
 * The server render of the SPA (web/dist/server/entry-server.js, built by `pnpm build`), loaded
 * once at startup. Its requests go through the BFF's own upstream client, anonymously and through
 * the micro-cache: the server renders what any visitor sees, never a client's data. Calls that
 * need a session are refused (those queries render as skeletons and the browser fetches them).
 *
 * The bundle also reports each page's chunks (modulepreload) and stylesheets for the head, worked
 * out from the browser build when it was built: the page is styled before any script runs, and
 * hydration does not wait for the page chunk to be discovered.
 *
 * Without the bundle (the SPA not built, or an older build) pages are served as before: the
 * template with an empty root, rendered by the browser.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  COPIES,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  calls,
  findCallByPath,
  type ApiResponse,
  type CopyId,
  type HeadResult,
  type RenderRequest,
  type RenderResult,
  type RenderTransport,
  type Script,
  type ServerRenderModule,
  type SiteCopy,
} from '@portal/shared';
import { publicConfig, type AppConfig } from '../../config';
import { MAX_CACHED_BODY } from '../../lib/upstream/micro-cache';
import { INTERNAL_HEADER } from './budgets';
import { readPageHtml, type PageHtml } from './page-html';
import { pinClientIdBody, pinClientIdQuery } from '../../lib/proxy/rules';
import { isEmptyListAnswer, searchWordsVariant } from '../../lib/chinese/search-keyword';
import { SimplifiedCache, simplifyValue } from '../../lib/chinese/simplified';

/** The server bundle's exports (the web app's `entry-server.tsx`). */
export type SsrModule = ServerRenderModule;

/** A page's stylesheet tags and the URLs of its own chunks. */
export interface PageAssets {
  styles: string;
  preloads: string[];
}

export class ServerRenderer {
  private readonly assets = new Map<string, PageAssets>();

  constructor(
    private readonly module: Promise<SsrModule>,
    /** Where the build's assets are served from (`/`, `/zh-cn/` or `/en/`: its copy's prefix). */
    private readonly base = '/',
    /** The locale of its pages' interface text (the copy's own when not said). */
    private readonly locale?: SiteCopy['locale'],
  ) {}

  /** `nonce` goes on any inline script React writes (the BFF's placeholder for a cached page). */
  async render(url: string, budgetMs: number, nonce: string): Promise<RenderResult> {
    return (await this.module).render(url, {
      budgetMs,
      nonce,
      ...(this.locale ? { locale: this.locale } : {}),
    });
  }

  /**
   * The page's head from its loaders' reads, without rendering it (null when the build has no
   * such export). Each read the micro-cache cannot answer is first put to `admitLoad`: a page
   * served unrendered because its address is over budget reads through the cache, and reaches
   * the upstream only within the address's budget for public reads.
   */
  async head(
    url: string,
    budgetMs: number,
    admitLoad: () => boolean | Promise<boolean>,
  ): Promise<HeadResult | null> {
    const module = await this.module;
    if (!module.head) return null;
    const reads: HeadReads = {
      refused: false,
      admitLoad: async () => {
        const admitted = await admitLoad();
        if (!admitted) reads.refused = true;
        return admitted;
      },
    };
    const result = await headReads.run(reads, () => module.head!(url, { budgetMs }));
    // A read refused for the budget is no answer about the record: no redirect, no head from it.
    return reads.refused ? null : result;
  }

  /**
   * Head tags for the matched routes' page chunks, as the server bundle reports them: their
   * stylesheets and the URLs of the chunks the entry does not already load.
   */
  async assetsFor(routeIds: readonly string[]): Promise<PageAssets> {
    const key = routeIds.join(' ');
    let tags = this.assets.get(key);
    if (tags === undefined) {
      const files = (await this.module).assets(routeIds);
      tags = {
        styles: files.styles
          .map((f) => `<link rel="stylesheet" crossorigin href="${this.base}${f}">`)
          .join(''),
        preloads: files.preloads.map((f) => `${this.base}${f}`),
      };
      this.assets.set(key, tags);
    }
    return tags;
  }
}

/** The admission of the head-only reads under way (see `ServerRenderer.head`). */
interface HeadReads {
  admitLoad: () => Promise<boolean>;
  /** Set when a read was refused (the head then says nothing of the record). */
  refused: boolean;
}
const headReads = new AsyncLocalStorage<HeadReads>();

/** BFF endpoints whose answers the first view of a page may include. */
const RENDERED_BFF_PATHS = new Set(['/bff/availability', '/bff/doctors']);

function toQueryString(query: RenderRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  return params.toString();
}

/**
 * One version of the site, a copy in `@portal/shared`'s COPIES: the Traditional pages at the root,
 * the Simplified ones under /zh-cn, the English ones under /en.
 */
export interface SiteVersion {
  copy: SiteCopy;
  /** The script of its Chinese text (the English copy shows the API's records as they are). */
  script: Script;
  /** The version's page template and head tags. */
  pages: PageHtml;
  /**
   * Its server render; null when the build has none (or its template has no place for one):
   * pages are then rendered by the browser alone.
   */
  ssr: ServerRenderer | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Each version of the site, by copy. */
    siteVersions: Record<CopyId, SiteVersion>;
  }
}

/** Loads a build's server bundle in the background (warming it up) and wraps it. */
function loadRenderer(
  app: FastifyInstance,
  distDir: string,
  copy: SiteCopy,
  transport: RenderTransport,
): ServerRenderer | null {
  const base = `${copy.prefix}/`;
  const bundle = join(distDir, 'server', 'entry-server.js');
  if (!existsSync(bundle)) {
    app.log.warn({ bundle }, 'no server render bundle: pages are rendered in the browser only');
    return null;
  }
  // Loaded and warmed up (every page's code loaded, the home page rendered) as start-up work: the
  // server listens once it is done (app.warmUp), so no visitor's page waits for it. A bundle that
  // is there but does not load (a chunk it imports is missing) is a broken build: the process
  // does not start, rather than serve pages that arrive with the header only.
  const module = import(pathToFileURL(bundle).href).then((loaded: SsrModule) => {
    loaded.setServerTransport(transport);
    return loaded;
  });
  app.warmUp.add(
    module
      .then((loaded) => loaded.warm(base))
      .catch((err: unknown) => {
        app.log.error(
          { err: (err as Error).message, bundle },
          'server render bundle failed to load',
        );
        throw err;
      }),
    { required: true },
  );
  return new ServerRenderer(module, base, copy.locale);
}

export default fp(
  async (app, opts: { config: AppConfig }) => {
    const { config } = opts;
    const bffConfig = publicConfig(config);
    /** The answer for the render, with the micro-cache's validator when it came through it. */
    const answer = async (
      path: string,
      options: RenderRequest,
    ): Promise<{ envelope: unknown; etag?: string }> => {
      if (path === '/bff/config') return { envelope: bffConfig };
      if (RENDERED_BFF_PATHS.has(path)) {
        // No head is made of them: a page served unrendered does not look them up.
        if (headReads.getStore()) return { envelope: { code: 503, msg: 'not read for a head' } };
        // The doctor cards' 最快可約 (`/bff/availability`, `/bff/doctors`): answered by the BFF's
        // own routes, with the same query validation a browser's request gets. They read no
        // session and send nothing of the visitor upstream.
        const qs = toQueryString(options.query);
        const res = await app.inject({
          method: 'GET',
          url: qs ? `${path}?${qs}` : path,
          headers: {
            [CSRF_HEADER]: CSRF_HEADER_VALUE,
            [INTERNAL_HEADER]: app.budgets.internalKey,
          },
        });
        return { envelope: res.json() };
      }
      const name = findCallByPath(path);
      if (!name || calls[name].session) {
        // Answered in the browser, where the session is.
        return { envelope: { code: 500, msg: 'not rendered on the server' } satisfies ApiResponse };
      }
      const def = calls[name];
      let body: string | null = null;
      let copy: unknown;
      if (def.method === 'POST' && options.body !== undefined) {
        // A copy: the page's own object stays as the page made it.
        copy = JSON.parse(JSON.stringify(options.body));
        pinClientIdBody(copy, null);
        body = JSON.stringify(copy);
      }
      const query = pinClientIdQuery(toQueryString(options.query), null);
      const ask = (q: string, b: string | null) =>
        app.upstream.json({
          method: def.method,
          path: def.path,
          query: q,
          headers: b === null ? {} : { 'content-type': 'application/json' },
          body: b,
          timeoutMs: config.renderBudgetMs,
          cache: b === null || b.length <= MAX_CACHED_BODY,
          admitLoad: headReads.getStore()?.admitLoad,
        });
      // The same search words as through /api: a Simplified keyword is asked in Traditional
      // characters first (English names in Chinese), and as typed when that finds nothing.
      const variant = searchWordsVariant(name, query, copy);
      let res = await ask(variant?.query ?? query, variant?.body ?? body);
      if (variant && isEmptyListAnswer(res.envelope)) res = await ask(query, body);
      return { envelope: res.envelope, etag: res.etag };
    };
    const transport: RenderTransport = async (path, options) =>
      (await answer(path, options)).envelope;
    // The Simplified render gets the upstream's text converted, once per cached answer.
    const simplified = new SimplifiedCache<unknown>(Math.max(100, config.microCacheMaxEntries));
    const hansTransport: RenderTransport = async (path, options) => {
      const { envelope, etag } = await answer(path, options);
      if (path === '/bff/config') return envelope;
      return simplified.get(etag, () => simplifyValue(envelope));
    };
    const pages = readPageHtml(app.log, config);
    const version = (copy: SiteCopy): SiteVersion => {
      const renderer = loadRenderer(
        app,
        join(config.webDistDir, copy.dir),
        copy,
        copy.script === 'hans' ? hansTransport : transport,
      );
      const page = pages[copy.id];
      return { copy, script: copy.script, pages: page, ssr: page.canRenderSsr ? renderer : null };
    };
    app.decorate(
      'siteVersions',
      Object.fromEntries(COPIES.map((copy) => [copy.id, version(copy)])) as Record<
        CopyId,
        SiteVersion
      >,
    );
  },
  { name: 'ssr', dependencies: ['upstream', 'budgets'] },
);
