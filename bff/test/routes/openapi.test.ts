/**
 * `/bff/openapi.json`: a valid OpenAPI 3.1 document, built from the route schemas, describing every
 * route the BFF answers under /bff (and the probes and metrics), none of the proxied /api calls;
 * fetched without the anti-forgery header; off in production unless OPENAPI=1.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { build, type Harness } from '../helpers/build';
import { vapidEnv } from '../helpers/vapid';

interface Doc {
  openapi: string;
  paths: Record<
    string,
    Record<string, { tags?: string[]; security?: unknown[]; responses?: Record<string, unknown> }>
  >;
}

let h: Harness;
let doc: Doc;

beforeAll(async () => {
  h = await build();
  const res = await h.app.inject({ method: 'GET', url: '/bff/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await h.close();
});

/** Every GET/POST route registered under /bff, from Fastify's own route table. */
function bffRoutes(): string[] {
  const found = new Set<string>();
  const tree =
    h.app.printRoutes({ commonPrefix: false, method: 'GET' }) +
    h.app.printRoutes({ commonPrefix: false, method: 'POST' });
  for (const m of tree.matchAll(/(\/bff\/[^\s(]+) \((GET|POST)/g)) found.add(`${m[2]} ${m[1]}`);
  return [...found].filter((r) => !r.endsWith('/bff/openapi.json')).sort();
}

describe('/bff/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('describes /bff/session with its answer schema', () => {
    const session = doc.paths['/bff/session']?.get;
    expect(session).toBeDefined();
    expect(session?.tags).toEqual(['bff']);
    expect(session?.security).toEqual([{ antiForgery: [] }]);
    expect(JSON.stringify(session?.responses?.['200'])).toContain('loggedIn');
  });

  it('describes every route the BFF answers under /bff, and the probes and metrics', () => {
    const routes = bffRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const described = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    for (const route of routes) {
      const [method, path] = route.split(' ') as [string, string];
      // Fastify writes `:id`, OpenAPI `{id}`.
      expect(described).toContain(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
    for (const path of ['/healthz', '/readyz', '/metrics'])
      expect(doc.paths[path]?.get).toBeDefined();
  });

  it('leaves out the proxied calls, the pages and itself', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => p.startsWith('/api'))).toEqual([]);
    expect(paths).not.toContain('/bff/openapi.json');
    expect(paths).not.toContain('/');
    expect(
      paths.every((p) => p.startsWith('/bff/') || ['/healthz', '/readyz', '/metrics'].includes(p)),
    ).toBe(true);
  });

  it('is served without the anti-forgery header (tools fetch it as is)', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/bff/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('is off in production unless OPENAPI=1', async () => {
    const env = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'openapi-test-secret-0123456789abcdef',
      UPSTREAM_CLIENT_KEY: 'k'.repeat(40),
      ...vapidEnv(),
    };
    expect(loadConfig(env).openapi).toBe(false);
    expect(loadConfig({ ...env, OPENAPI: '1' }).openapi).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }, () => {}).openapi).toBe(true);
    const prod = await build({ production: true, nodeEnv: 'production', openapi: false });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/bff/openapi.json' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404 });
    } finally {
      await prod.close();
    }
  });
});
