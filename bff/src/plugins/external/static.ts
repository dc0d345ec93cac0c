/**
 * @fastify/static for the built SPA: hashed `/assets/*` cached for a year and served precompressed
 * (`.br`/`.gz` made by the web build), plus the few top-level files (favicon, robots.txt, ...).
 * index.html is never served from here: the page routes inject head tags into it.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TOP_LEVEL = 'public, max-age=3600';

export function autoConfig(config: AppConfig): {
  assets: FastifyStaticOptions;
  hansAssets: FastifyStaticOptions;
  topLevel: FastifyStaticOptions;
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
    setHeaders(res) {
      res.setHeader('cache-control', IMMUTABLE);
      res.setHeader('vary', 'accept-encoding');
    },
  });
  return {
    assets: assets(join(dist, 'assets'), '/assets/'),
    // The Simplified build's own chunks (web/dist/zh-cn/assets/).
    hansAssets: assets(join(dist, 'zh-cn', 'assets'), '/zh-cn/assets/'),
    topLevel: {
      root: dist,
      prefix: '/',
      wildcard: false,
      index: [],
      globIgnore: ['index.html', 'index.html.*', '**/*.br', '**/*.gz', 'assets/**', 'zh-cn/**'],
      preCompressed: true,
      cacheControl: false,
      decorateReply: false,
      setHeaders(res) {
        res.setHeader('cache-control', TOP_LEVEL);
        res.setHeader('vary', 'accept-encoding');
      },
    },
  };
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
  const hasTopLevelFiles =
    existsSync(dist) &&
    readdirSync(dist).some(
      (name) =>
        name !== 'index.html' && !/\.(br|gz)$/.test(name) && statSync(join(dist, name)).isFile(),
    );
  if (hasTopLevelFiles) await app.register(fastifyStatic, options.topLevel);
}
