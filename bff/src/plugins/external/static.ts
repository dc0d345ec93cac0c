/**
 * @fastify/static for the built SPA: hashed `/assets/*` cached for a year and served precompressed
 * (`.br`/`.gz` made by the web build), plus the few top-level files (favicon, robots.txt, the web
 * app manifest, icons, the service worker, the offline page), for each copy of the site
 * (`@portal/shared`'s COPIES: the Simplified and English copies have their own chunks, manifest
 * and offline page under /zh-cn/ and /en/; the offline pages share the root's offline.js).
 * index.html is never served from here: the page routes inject head tags into it.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { COPIES } from '@portal/shared';
import type { AppConfig } from '../../config';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TOP_LEVEL = 'public, max-age=3600';

/**
 * The service worker is checked for a new version on every visit: an hour in a cache would keep
 * readers on an old portal that long.
 */
const NO_CACHE_FILES = /(?:^|[\\/])sw\.js$/;

/** One copy's files: its hashed chunks, and its own top-level files (manifest, offline page). */
interface CopyFiles {
  dir: string;
  assets: FastifyStaticOptions;
  topLevel: FastifyStaticOptions;
}

function autoConfig(config: AppConfig): CopyFiles[] {
  const dist = config.webDistDir;
  const assets = (root: string, prefix: string): FastifyStaticOptions => ({
    root,
    prefix,
    preCompressed: true,
    cacheControl: false,
    index: false,
    dotfiles: 'ignore',
    // Directories and dot-segments are misses (plain 404), never listings or 403s.
    allowedPath: (pathname: string) =>
      !pathname.endsWith('/') && !pathname.split('/').some((s) => s.startsWith('.')),
    // Several instances: only the first decorates the reply.
    decorateReply: prefix === '/assets/',
    setHeaders(reply) {
      reply.header('cache-control', IMMUTABLE);
      reply.header('vary', 'accept-encoding');
    },
  });
  // Each copy's build (web/dist, web/dist/zh-cn, web/dist/en); the root's files leave out the
  // other copies' folders, theirs leave out their server render and build notes.
  const others = COPIES.filter((c) => c.dir).map((c) => `${c.dir}/**`);
  return COPIES.map((copy) => ({
    dir: join(dist, copy.dir),
    assets: assets(join(dist, copy.dir, 'assets'), `${copy.prefix}/assets/`),
    topLevel: copy.dir
      ? topLevel(join(dist, copy.dir), `${copy.prefix}/`, ['server/**', '.vite/**'])
      : topLevel(dist, '/', others),
  }));
}

function topLevel(root: string, prefix: string, ignore: string[]): FastifyStaticOptions {
  return {
    root,
    prefix,
    wildcard: false,
    index: [],
    globIgnore: ['index.html', 'index.html.*', '**/*.br', '**/*.gz', 'assets/**', ...ignore],
    preCompressed: true,
    cacheControl: false,
    decorateReply: false,
    setHeaders(reply, path) {
      reply.header('cache-control', NO_CACHE_FILES.test(path) ? 'no-cache' : TOP_LEVEL);
      reply.header('vary', 'accept-encoding');
    },
  };
}

function hasTopLevelFiles(dir: string): boolean {
  return (
    existsSync(dir) &&
    readdirSync(dir).some(
      (name) =>
        name !== 'index.html' && !/\.(br|gz)$/.test(name) && statSync(join(dir, name)).isFile(),
    )
  );
}

export default async function staticFiles(
  app: FastifyInstance,
  opts: { config: AppConfig },
): Promise<void> {
  for (const copy of autoConfig(opts.config)) {
    if (existsSync(join(copy.dir, 'assets'))) await app.register(fastifyStatic, copy.assets);
    if (hasTopLevelFiles(copy.dir)) await app.register(fastifyStatic, copy.topLevel);
  }
}
