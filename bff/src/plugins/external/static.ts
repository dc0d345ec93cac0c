/**
 * @fastify/static for the built SPA: hashed `/assets/*` cached for a year and served precompressed
 * (`.br`/`.gz` made by the web build), plus the few top-level files (favicon, robots.txt, the web
 * app manifest, icons, the service worker, the offline page; the Simplified copy has its own
 * manifest and offline page under /zh-cn/).
 * index.html is never served from here: the page routes inject head tags into it.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TOP_LEVEL = 'public, max-age=3600';

/**
 * The service worker is checked for a new version on every visit: an hour in a cache would keep
 * readers on an old portal that long.
 */
const NO_CACHE_FILES = /(?:^|[\\/])sw\.js$/;

function autoConfig(config: AppConfig): {
  assets: FastifyStaticOptions;
  hansAssets: FastifyStaticOptions;
  topLevel: FastifyStaticOptions;
  hansTopLevel: FastifyStaticOptions;
} {
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
  return {
    assets: assets(join(dist, 'assets'), '/assets/'),
    // The Simplified build's own chunks (web/dist/zh-cn/assets/).
    hansAssets: assets(join(dist, 'zh-cn', 'assets'), '/zh-cn/assets/'),
    topLevel: topLevel(dist, '/', ['zh-cn/**']),
    // The Simplified copy's own offline page and manifest (web/dist/zh-cn/).
    hansTopLevel: topLevel(join(dist, 'zh-cn'), '/zh-cn/', ['server/**', '.vite/**']),
  };
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
  const options = autoConfig(opts.config);
  const dist = opts.config.webDistDir;
  if (existsSync(join(dist, 'assets'))) await app.register(fastifyStatic, options.assets);
  if (existsSync(join(dist, 'zh-cn', 'assets'))) {
    await app.register(fastifyStatic, options.hansAssets);
  }
  if (hasTopLevelFiles(dist)) await app.register(fastifyStatic, options.topLevel);
  if (hasTopLevelFiles(join(dist, 'zh-cn'))) {
    await app.register(fastifyStatic, options.hansTopLevel);
  }
}
