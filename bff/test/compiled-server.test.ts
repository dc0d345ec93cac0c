/**
 * The compiled process the image runs (`node bff/dist/server.js`): built from the sources here,
 * it imports neither tsx nor the demo upstream's SQLite, runs in the production image's layout
 * (the bundle and its npm dependencies, no upstream/) against UPSTREAM_URL, and refuses a bad
 * configuration with one line per problem and exit code 1.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubUpstream, type StubUpstream } from './helpers/stub-upstream';
import { calls } from '@portal/shared';
import { vapidEnv } from './helpers/vapid';

const BFF_DIR = fileURLToPath(new URL('..', import.meta.url));
const UPSTREAM_DIR = fileURLToPath(new URL('../../upstream/', import.meta.url));
const SECRET = 'compiled-server-test-secret-0123456789abcdef';
const CLIENT_KEY = 'compiled-server-test-client-key-0123456789';

interface Run {
  output: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
  kill(): void;
}

function run(entry: string, env: Record<string, string>): Run {
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      MAX_EVENT_LOOP_DELAY_MS: '60000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => {
    err += c.toString();
    out += c.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { output: () => out, stderr: () => err, exit, kill: () => child.kill('SIGTERM') };
}

async function listeningUrl(proc: Run): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const m = /"msg":"Server listening at (http:\/\/[^"]+)"/.exec(proc.output());
    if (m?.[1]) return m[1];
    if (Date.now() > deadline) throw new Error(`not listening:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The bare specifiers and relative paths the bundle imports (static and dynamic). */
function importsOf(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:^|\s)(?:import|export)\s[^'"]*?from\s*"([^"]+)"/gm)) {
    found.add(m[1] as string);
  }
  for (const m of code.matchAll(/\bimport\s*\(\s*"([^"]+)"\s*\)/g)) found.add(m[1] as string);
  for (const m of code.matchAll(/^import\s*"([^"]+)"/gm)) found.add(m[1] as string);
  return [...found];
}

let stub: StubUpstream;
let image: string;

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: UPSTREAM_DIR });
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: BFF_DIR });
  stub = await startStubUpstream();
  // The production image's layout: bff/dist, bff/package.json and the npm dependencies; no
  // upstream/ and no web build (a placeholder page is served).
  image = mkdtempSync(join(tmpdir(), 'bff-image-'));
  mkdirSync(join(image, 'bff', 'dist'), { recursive: true });
  copyFileSync(join(BFF_DIR, 'dist', 'server.js'), join(image, 'bff', 'dist', 'server.js'));
  copyFileSync(join(BFF_DIR, 'package.json'), join(image, 'bff', 'package.json'));
  symlinkSync(realpathSync(join(BFF_DIR, 'node_modules')), join(image, 'bff', 'node_modules'));
}, 60_000);

afterAll(async () => {
  await stub.close();
  rmSync(image, { recursive: true, force: true });
});

describe('the compiled BFF', () => {
  it('imports only its production dependencies: no tsx, no SQLite, no TypeScript source', () => {
    const code = readFileSync(join(BFF_DIR, 'dist', 'server.js'), 'utf8');
    const pkg = JSON.parse(readFileSync(join(BFF_DIR, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const allowed = new Set(Object.keys(pkg.dependencies));
    const imports = importsOf(code);
    expect(imports.length).toBeGreaterThan(5);
    for (const spec of imports) {
      if (spec.startsWith('node:')) continue;
      // The demo upstream, compiled on its own, loaded only when UPSTREAM_URL is unset.
      if (spec.startsWith('.')) {
        expect(spec).toBe('../../upstream/dist/app.js');
        continue;
      }
      const name = spec.startsWith('@')
        ? spec.split('/').slice(0, 2).join('/')
        : spec.split('/')[0];
      expect(allowed, `${spec} is not a production dependency of the BFF`).toContain(name);
    }
    expect(imports.some((s) => /tsx|better-sqlite3|@portal\//.test(s))).toBe(false);
    expect(allowed.has('tsx')).toBe(false);
    expect(allowed.has('@portal/upstream')).toBe(false);
  });

  it('runs from the image layout on this Node against UPSTREAM_URL and answers 200', async () => {
    const proc = run(join(image, 'bff', 'dist', 'server.js'), {
      NODE_ENV: 'production',
      SESSION_SECRET: SECRET,
      UPSTREAM_CLIENT_KEY: CLIENT_KEY,
      ...vapidEnv(),
      UPSTREAM_URL: stub.url,
      SITE_URL: 'https://www.example.hk',
    });
    try {
      const url = await listeningUrl(proc);
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
      const news = await fetch(`${url}/api/news/getWebNewsList?pageNo=1`, {
        headers: { 'x-csrf': '1' },
      });
      expect(news.status).toBe(200);
      expect(stub.received.some((r) => r.url.startsWith(calls.getWebNewsList.path))).toBe(true);
    } finally {
      proc.kill();
      expect(await proc.exit).toBe(0);
    }
  }, 40_000);

  it('without UPSTREAM_URL and without the demo upstream: one clear line, exit 1', async () => {
    const proc = run(join(image, 'bff', 'dist', 'server.js'), {
      NODE_ENV: 'production',
      SESSION_SECRET: SECRET,
      UPSTREAM_CLIENT_KEY: CLIENT_KEY,
      ...vapidEnv(),
    });
    expect(await proc.exit).toBe(1);
    const lines = proc.stderr().trim().split('\n');
    expect(lines).toEqual([expect.stringMatching(/^configuration error: UPSTREAM_URL: required/)]);
  }, 30_000);

  it('a bad configuration prints one line per problem and exits 1, without a stack trace', async () => {
    const proc = run(join(image, 'bff', 'dist', 'server.js'), {
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      UPSTREAM_URL: 'ftp://portal',
    });
    expect(await proc.exit).toBe(1);
    const lines = proc.stderr().trim().split('\n').sort();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^configuration error: LOG_LEVEL: /);
    expect(lines[1]).toMatch(/^configuration error: PORT: /);
    expect(lines[2]).toMatch(/^configuration error: UPSTREAM_URL: /);
    expect(proc.output()).not.toMatch(/^\s+at /m);
  }, 30_000);

  it('in production without SESSION_SECRET: one line naming it, exit 1', async () => {
    const proc = run(join(image, 'bff', 'dist', 'server.js'), {
      NODE_ENV: 'production',
      UPSTREAM_URL: stub.url,
      UPSTREAM_CLIENT_KEY: CLIENT_KEY,
      ...vapidEnv(),
    });
    expect(await proc.exit).toBe(1);
    expect(proc.stderr().trim()).toBe(
      'configuration error: SESSION_SECRET: required when NODE_ENV=production',
    );
  }, 30_000);

  it('in production without UPSTREAM_CLIENT_KEY: one line naming it, exit 1', async () => {
    const proc = run(join(image, 'bff', 'dist', 'server.js'), {
      NODE_ENV: 'production',
      UPSTREAM_URL: stub.url,
      SESSION_SECRET: SECRET,
      ...vapidEnv(),
    });
    expect(await proc.exit).toBe(1);
    expect(proc.stderr().trim()).toBe(
      'configuration error: UPSTREAM_CLIENT_KEY: required when NODE_ENV=production with UPSTREAM_URL',
    );
  }, 30_000);
});
