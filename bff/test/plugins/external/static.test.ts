/** The built SPA's files: immutable hashed assets, precompressed variants. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, FIXTURE_WEB_DIR, type Harness } from '../../helpers/build';

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(async () => {
  await h.close();
});

const ASSET = '/assets/index-abc123.js';
const original = readFileSync(join(FIXTURE_WEB_DIR, 'assets/index-abc123.js'));

describe('hashed assets', () => {
  it('are cached for a year, immutable, and vary on Accept-Encoding', async () => {
    const res = await h.inject({ method: 'GET', url: ASSET });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(original)).toBe(true);
  });

  it('are served from the .br file to browsers that accept brotli', async () => {
    const res = await h.inject({
      method: 'GET',
      url: ASSET,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).equals(original)).toBe(true);
  });

  it('are served from the .gz file to gzip-only clients', async () => {
    const res = await h.inject({
      method: 'GET',
      url: ASSET,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).equals(original)).toBe(true);
  });

  it('answer a plain 404 (never index.html) for a missing asset or a traversal', async () => {
    for (const url of ['/assets/index-zzz.js', '/assets/', '/assets/.hidden']) {
      const res = await h.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<html');
    }
  });
});

describe('top-level files and index.html', () => {
  it('serves favicon.svg but never the raw index.html', async () => {
    const icon = await h.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/svg/);
    const index = await h.inject({ method: 'GET', url: '/index.html' });
    expect(index.body).not.toContain('<!--app-head-->');
    expect(index.statusCode).toBe(404);
  });

  it('never caches index.html', async () => {
    const res = await h.inject({ method: 'GET', url: '/' });
    expect(res.headers['cache-control']).toMatch(/no-cache|no-store/);
  });
});

describe('what makes the portal installable and usable offline', () => {
  it('serves the web app manifest of each script', async () => {
    for (const [url, name] of [
      ['/manifest.webmanifest', '香港中醫網'],
      ['/zh-cn/manifest.webmanifest', '香港中医网'],
    ] as const) {
      const res = await h.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/manifest\+json/);
      expect(res.json()).toMatchObject({ name });
    }
  });

  it('serves the Simplified offline page, but nothing else of the Simplified copy', async () => {
    const page = await h.inject({ method: 'GET', url: '/zh-cn/offline.html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('lang="zh-CN"');
    // The server render is read from disk by the BFF, never sent.
    const server = await h.inject({ method: 'GET', url: '/zh-cn/server/entry-server.js' });
    expect(server.body).not.toContain('export {}');
  });

  it('serves the English offline page, whose script is a file of the site', async () => {
    const page = await h.inject({ method: 'GET', url: '/en/offline.html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<html lang="en">');
    // No inline script: a `script-src 'self'` policy allows it as it is.
    expect(page.body).toContain('<script src="/offline.js"');
  });

  it('has the service worker checked for a new version on every visit', async () => {
    const res = await h.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const icon = await h.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });
});
