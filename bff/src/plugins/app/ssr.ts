/**
 * The server render of the SPA (web/dist/server/entry-server.js, built by `pnpm build`), loaded
 * once at startup. Its requests go through the BFF's own upstream client, anonymously and through
 * the micro-cache: the server renders what any visitor sees, never a client's data. Calls that
 * need a session are refused (those queries render as skeletons and the browser fetches them).
 *
 * Also reads the browser build's manifest, to name each page's chunk (modulepreload) and
 * stylesheets in the head: the page is styled before any script runs, and hydration does not
 * wait for the page chunk to be discovered.
 *
 * Without the bundle (the SPA not built, or an older build) pages are served as before: the
 * template with an empty root, rendered by the browser.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  calls,
  findCallByPath,
  routesById,
  type ApiResponse,
  type HeadResult,
  type RenderRequest,
  type RenderResult,
  type RenderTransport,
  type ServerRenderModule,
} from '@portal/shared';
import { publicConfig, type AppConfig } from '../../config';
import { MAX_CACHED_BODY } from '../../lib/upstream/micro-cache';
import { INTERNAL_HEADER } from './budgets';
import { pinClientIdBody, pinClientIdQuery } from '../../lib/proxy/rules';
import { isEmptyListAnswer, traditionalVariant } from '../../lib/chinese/search-keyword';
import { SimplifiedCache, simplifyValue } from '../../lib/chinese/simplified';

/** The server bundle's exports (the web app's `entry-server.tsx`). */
export type SsrModule = ServerRenderModule;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  name?: string;
  css?: string[];
  isEntry?: boolean;
}

/** A chunk's stylesheets (a CSS-only module is its own file). */
function sheetsOf(chunk: ManifestChunk | undefined): string[] {
  if (!chunk) return [];
  return chunk.file.endsWith('.css') ? [chunk.file, ...(chunk.css ?? [])] : (chunk.css ?? []);
}

type Manifest = Record<string, ManifestChunk>;

/** The browser build's module that sets up dates (locale, week start) before the first render. */
const DATES_MODULE = 'src/lib/dayjs-setup.ts';

/** A page's stylesheet tags and the URLs of its own chunks. */
export interface PageAssets {
  styles: string;
  preloads: string[];
}

export class ServerRenderer {
  private readonly assets = new Map<string, PageAssets>();

  constructor(
    private readonly module: Promise<SsrModule>,
    private readonly manifest: Manifest,
    /** Where the build's assets are served from (`/`, or `/zh-cn/` for the Simplified build). */
    private readonly base = '/',
  ) {}

  /** `nonce` goes on any inline script React writes (the BFF's placeholder for a cached page). */
  async render(url: string, budgetMs: number, nonce: string): Promise<RenderResult> {
    return (await this.module).render(url, { budgetMs, nonce });
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
   * Head tags for the matched routes' page chunks: their stylesheets (with the Mantine component
   * sheet the router loads beside every page, first) and module preloads of the chunks the entry
   * does not already load.
   */
  assetsFor(routeIds: readonly string[]): PageAssets {
    const key = routeIds.join(' ');
    let tags = this.assets.get(key);
    if (tags === undefined) {
      tags = this.buildAssets(routeIds);
      this.assets.set(key, tags);
    }
    return tags;
  }

  /**
   * The manifest key of a page module (`routes/<file>.tsx`): keyed by its source path, or, when
   * Rollup merged it into a chunk other lazy modules import too, by the chunk's name among the
   * entry's lazy imports.
   */
  private pageChunk(file: string): string | undefined {
    const src = `src/app/routes/${file}.tsx`;
    if (this.manifest[src]) return src;
    for (const entry of Object.values(this.manifest)) {
      if (!entry.isEntry) continue;
      const key = entry.dynamicImports?.find((k) => this.manifest[k]?.name === file);
      if (key) return key;
    }
    return undefined;
  }

  private buildAssets(routeIds: readonly string[]): PageAssets {
    const manifest = this.manifest;
    const initial = new Set<string>();
    const walk = (name: string, into: Set<string>): void => {
      if (into.has(name) || !manifest[name]) return;
      into.add(name);
      for (const dep of manifest[name].imports ?? []) walk(dep, into);
    };
    for (const [name, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(name, initial);

    const page = new Set<string>();
    // Parts the page loads lazily but the server renders (the home carousel): their styles only.
    const lazyParts = new Set<string>();
    for (const id of routeIds) {
      const def = routesById.get(id);
      if (!def) continue;
      const file = (def.page ?? def.id).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      const key = this.pageChunk(file) ?? this.pageChunk('not-found') ?? '';
      walk(key, page);
      for (const dep of manifest[key]?.dynamicImports ?? []) walk(dep, lazyParts);
    }
    // The date set-up the app imports before its first render, on every page: named in the HTML,
    // its scripts need no links added while the page hydrates (each added element has the browser
    // render another frame while the main thread is busiest).
    walk(DATES_MODULE, page);
    const css = new Set<string>(sheetsOf(manifest['src/app/mantine-styles.ts']));
    const preload: string[] = [];
    for (const name of page) {
      if (initial.has(name)) continue;
      preload.push(manifest[name]!.file);
      for (const sheet of sheetsOf(manifest[name])) css.add(sheet);
    }
    for (const name of lazyParts) {
      if (!initial.has(name)) for (const sheet of sheetsOf(manifest[name])) css.add(sheet);
    }
    return {
      styles: [...css]
        .map((f) => `<link rel="stylesheet" crossorigin href="${this.base}${f}">`)
        .join(''),
      preloads: preload.map((f) => `${this.base}${f}`),
    };
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when the server bundle is missing: pages are rendered by the browser alone. */
    ssr: ServerRenderer | null;
    /** The Simplified build's server render (`/zh-cn/` pages); null without that build. */
    ssrHans: ServerRenderer | null;
  }
}

/** Loads a build's server bundle in the background (warming it up) and wraps it. */
function loadRenderer(
  app: FastifyInstance,
  distDir: string,
  base: string,
  transport: RenderTransport,
): ServerRenderer | null {
  const bundle = join(distDir, 'server', 'entry-server.js');
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(bundle) || !existsSync(manifestFile)) {
    app.log.warn({ bundle }, 'no server render bundle: pages are rendered in the browser only');
    return null;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  // Loaded and warmed up (every page's code loaded, the home page rendered) as start-up work: the
  // server listens once it is done (app.warmUp), so no visitor's page waits for it.
  const module = import(pathToFileURL(bundle).href).then((loaded: SsrModule) => {
    loaded.setServerTransport(transport);
    return loaded;
  });
  app.warmUp.add(
    module
      .then((loaded) => loaded.warm(base))
      .catch((err: unknown) => {
        app.log.warn({ err: (err as Error).message }, 'server render bundle failed to load');
      }),
  );
  return new ServerRenderer(module, manifest, base);
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
          timeoutMs: config.detailTimeoutMs,
          cache: b === null || b.length <= MAX_CACHED_BODY,
          admitLoad: headReads.getStore()?.admitLoad,
        });
      // The same search words as through /api: a Simplified keyword is asked in Traditional
      // characters first, and as typed when that finds nothing.
      const variant = traditionalVariant(name, query, copy);
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
    app.decorate('ssr', loadRenderer(app, config.webDistDir, '/', transport));
    app.decorate(
      'ssrHans',
      loadRenderer(app, join(config.webDistDir, 'zh-cn'), '/zh-cn/', hansTransport),
    );
  },
  { name: 'ssr', dependencies: ['upstream', 'budgets'] },
);
