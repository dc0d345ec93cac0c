/**
 * The shipped nginx template: `nginx -t` accepts it once filled in, and in front of a stand-in
 * replica it serves /metrics and /readyz to addresses inside the cluster only. An outside client
 * is simulated with the realip module (added to the rendered copy for this test alone), since every
 * test connection comes from loopback.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port';
import { nginxBin, renderNginxConfig, EDGE_LIMITS } from '../scale/cluster';

const CLIENT_HEADER = 'x-test-client-address';
const OUTSIDE = '203.0.113.7';

let work: string;
let replica: Server;
let seen: string[];
let nginx: ChildProcess;
let url: string;

function nginxArgs(conf: string): string[] {
  return ['-p', `${work}/`, '-c', conf, '-e', 'stderr'];
}

beforeAll(async () => {
  if (!nginxBin) throw new Error('nginx is required (Debian package nginx)');
  work = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  chmodSync(work, 0o755);
  seen = [];
  replica = createServer((req, res) => {
    seen.push(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    res.end('{"code":200,"msg":"ok"}');
  });
  await new Promise<void>((r) => replica.listen(0, '127.0.0.1', r));
  const address = replica.address();
  if (address === null || typeof address === 'string') throw new Error('no replica port');
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const config = renderNginxConfig({
    NGINX_LISTEN: `127.0.0.1:${port}`,
    BFF_1: `127.0.0.1:${address.port}`,
    BFF_2: `127.0.0.1:${address.port}`,
    NGINX_ACCESS_LOG: 'access.log',
    ...EDGE_LIMITS,
  });
  writeFileSync(join(work, 'shipped.conf'), config);
  // Test only: the client address is taken from a header that loopback sends.
  const simulated = config.replace(
    /^http \{$/m,
    `http {\n  set_real_ip_from 127.0.0.1;\n  real_ip_header ${CLIENT_HEADER};`,
  );
  expect(simulated).not.toBe(config);
  writeFileSync(join(work, 'nginx.conf'), simulated);
  nginx = spawn(nginxBin, [...nginxArgs(join(work, 'nginx.conf')), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx.once('exit', r));
    nginx.kill('SIGTERM');
    await exited;
  }
  await new Promise((r) => replica?.close(r));
  rmSync(work, { recursive: true, force: true });
});

async function get(path: string, client?: string): Promise<number> {
  seen.length = 0;
  const res = await fetch(`${url}${path}`, { headers: client ? { [CLIENT_HEADER]: client } : {} });
  await res.arrayBuffer();
  return res.status;
}

describe('deploy/nginx', () => {
  it('nginx -t accepts the shipped template once filled in', () => {
    const check = spawnSync(nginxBin as string, [...nginxArgs(join(work, 'shipped.conf')), '-t'], {
      encoding: 'utf8',
    });
    expect(check.stderr).toContain('syntax is ok');
    expect(check.stderr).toContain('test is successful');
    expect(check.status).toBe(0);
  });

  it('serves /metrics and /readyz inside the cluster', async () => {
    for (const client of [undefined, '10.1.2.3', '172.20.0.5', '192.168.1.9']) {
      expect(await get('/metrics', client)).toBe(200);
      expect(seen).toEqual(['/metrics']);
      expect(await get('/readyz', client)).toBe(200);
      expect(seen).toEqual(['/readyz']);
    }
  });

  it('refuses /metrics and /readyz from outside, in every spelling, without asking a replica', async () => {
    for (const path of [
      '/metrics',
      '/readyz',
      '/metrics/',
      '/readyz?probe=1',
      '//metrics',
      '/%6detrics',
    ]) {
      expect(await get(path, OUTSIDE), path).toBe(403);
      expect(seen, path).toEqual([]);
    }
    expect(await get('/metrics', '172.32.0.1')).toBe(403);
  });

  it('limits each client address: past its burst a flood gets 429 with Retry-After, others go on', async () => {
    const flooder = '203.0.113.50';
    const burst = Number(EDGE_LIMITS.NGINX_PAGE_BURST);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < burst + 20; i++) {
      const res = await fetch(`${url}/news/list?x=${i}`, { headers: { [CLIENT_HEADER]: flooder } });
      await res.arrayBuffer();
      statuses.push(res.status);
      if (res.status === 429) retryAfter ??= res.headers.get('retry-after');
    }
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(burst);
    expect(statuses).toContain(429);
    expect(retryAfter).not.toBeNull();
    // Another address, and the same address's API calls (a zone of their own), are still served.
    expect(await get('/news/list', '203.0.113.51')).toBe(200);
    expect(await get('/api/news/getWebNewsList', flooder)).toBe(200);
  });

  it('still serves pages and the API to outside clients', async () => {
    expect(await get('/', OUTSIDE)).toBe(200);
    expect(await get('/healthz', OUTSIDE)).toBe(200);
    expect(await get('/api/news/getWebNewsList', OUTSIDE)).toBe(200);
    expect(seen).toEqual(['/api/news/getWebNewsList']);
  });
});
