/**
 * The scale-out deployment on loopback, as separate processes: `redis-server` (no persistence),
 * the embedded upstream run alone (`upstream/dist/server.js`, so both replicas reach it through
 * UPSTREAM_URL like the real portal API), two BFF replicas (`bff/dist/server.js`, the Dockerfile's
 * entry) with the same SESSION_SECRET, REDIS_URL and DATABASE_URL (a throwaway PostgreSQL, as
 * production shares one for the portal's own data), and nginx in front of them with the shipped
 * `deploy/nginx/nginx.conf.template`, filled in with loopback ports.
 *
 * nginx runs in the foreground as a child process from a temporary prefix (pid, temp files and
 * access log inside it), so it needs no root and leaves nothing behind. Replicas keep their port
 * across restarts, so nginx's upstream list never changes.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../helpers/free-port';
import { assertServerBuilt, ROOT } from '../helpers/portal';
// The BFF's own tests start PostgreSQL and make VAPID keys the same way: one helper for both.
import { startPostgres } from '../../bff/test/helpers/postgres';
import { vapidEnv } from '../../bff/test/helpers/vapid';

const TEMPLATE = join(ROOT, 'deploy', 'nginx', 'nginx.conf.template');

const REDIS_BINS = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];
const NGINX_BINS = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

export const redisBin = REDIS_BINS.find((p) => existsSync(p));
export const nginxBin = NGINX_BINS.find((p) => existsSync(p));

const SESSION_SECRET = 'scale-session-secret-0123456789abcdef0123456789abcdef';
/** Shared by the replicas and the upstream: the upstream's login lock is per client address. */
const UPSTREAM_CLIENT_KEY = 'scale-upstream-client-key-0123456789abcdef';

/** A child process whose output is kept (the last lines, for error messages and log reading). */
export class Proc {
  readonly lines: string[] = [];
  readonly exited: Promise<void>;

  constructor(
    readonly name: string,
    readonly proc: ChildProcess,
  ) {
    const collect = (stream: NodeJS.ReadableStream | null) => {
      let rest = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop() ?? '';
        for (const line of parts) this.lines.push(line);
        if (this.lines.length > 200_000) this.lines.splice(0, 100_000);
      });
    };
    collect(proc.stdout);
    collect(proc.stderr);
    this.exited = new Promise((resolve) => proc.once('exit', () => resolve()));
  }

  get running(): boolean {
    return this.proc.exitCode === null && this.proc.signalCode === null;
  }

  tail(n = 40): string {
    return `--- ${this.name} (last ${n} lines)\n${this.lines.slice(-n).join('\n')}`;
  }

  /** Sends `signal` and waits for the exit (SIGKILL after `graceMs`). */
  async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
    if (!this.running) return;
    this.proc.kill(signal);
    const timer = setTimeout(() => this.proc.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }
}

async function until<T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | undefined>,
  alive: () => string | undefined,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dead = alive();
    if (dead) throw new Error(`${what}: exited before it was ready\n${dead}`);
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not there yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function spawnNode(name: string, args: string[], env: NodeJS.ProcessEnv): Proc {
  assertServerBuilt();
  const proc = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Proc(name, proc);
}

/** One upstream request as the upstream logged it (pino JSON, `incoming request`). */
interface UpstreamHit {
  time: number;
  method: string;
  url: string;
}

export class Replica {
  proc!: Proc;
  readonly url: string;
  /** `127.0.0.1:port`, as nginx writes it in `$upstream_addr`. */
  readonly addr: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.addr = `127.0.0.1:${port}`;
  }

  /** Starts the process and resolves once `/readyz` answers 200 (time of readiness in ms). */
  async start(): Promise<number> {
    this.proc = spawnNode(this.name, ['bff/dist/server.js'], this.env);
    await until(
      this.name,
      60_000,
      async () => ((await fetch(`${this.url}/readyz`)).ok ? true : undefined),
      () => (this.proc.running ? undefined : this.proc.tail()),
    );
    return Date.now();
  }
}

export interface Cluster {
  redisUrl: string;
  upstreamUrl: string;
  /** nginx, the site's one address. */
  url: string;
  a: Replica;
  b: Replica;
  redis: Proc;
  upstream: Proc;
  nginx: Proc;
  /** nginx's access log so far, parsed. */
  access(): AccessLine[];
  /** Upstream requests logged so far. */
  upstreamHits(): UpstreamHit[];
  /** Everything the processes wrote lately, for a failing check's message. */
  tails(): string;
  stop(): Promise<void>;
}

interface AccessLine {
  time: number;
  method: string;
  uri: string;
  status: number;
  /** Each replica nginx tried, in order (`127.0.0.1:port`); the last one answered. */
  upstreams: string[];
  upstreamStatuses: string[];
}

/** `127.0.0.1 [2026-...] "GET /x" 200 upstream=a, b upstream_status=502, 200 rt=0.001 t=1.2` */
const ACCESS =
  /^\S+ \[[^\]]+\] "(\S+) (\S+)" (\d{3}) upstream=(.*) upstream_status=(.*) rt=\S+ t=([\d.]+)$/;

function parseAccess(text: string): AccessLine[] {
  const out: AccessLine[] = [];
  for (const line of text.split('\n')) {
    const m = ACCESS.exec(line);
    if (!m) continue;
    out.push({
      time: Math.round(Number(m[6]) * 1000),
      method: m[1]!,
      uri: m[2]!,
      status: Number(m[3]),
      upstreams: m[4]!.split(/[,:]\s+/).filter((s) => s !== '-'),
      upstreamStatuses: m[5]!.split(/[,:]\s+/),
    });
  }
  return out;
}

/** Fills in the shipped template; an unknown `${NAME}` left in it is an error. */
export function renderNginxConfig(values: Record<string, string>): string {
  const text = readFileSync(TEMPLATE, 'utf8').replace(/\$\{([A-Z0-9_]+)\}/g, (whole, name) => {
    const value = values[name as string];
    if (value === undefined) throw new Error(`nginx template: no value for ${whole}`);
    return value;
  });
  return text;
}

/** The edge's per-address limits as deploy/compose.yaml sets them (the shipped defaults). */
export const EDGE_LIMITS = {
  NGINX_PAGE_RATE: '10r/s',
  NGINX_PAGE_BURST: '50',
  NGINX_API_RATE: '30r/s',
  NGINX_API_BURST: '120',
  NGINX_CONN_PER_ADDR: '50',
};

export interface ClusterOptions {
  /** Extra environment for both replicas. */
  env?: Record<string, string>;
  /** nginx's per-address limits (default: `EDGE_LIMITS`). */
  edge?: Partial<typeof EDGE_LIMITS>;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  if (!redisBin || !nginxBin) throw new Error('redis-server and nginx are required');
  const started: Proc[] = [];
  const replicas: Replica[] = [];
  // The portal's own data (saved items, reminders), shared by both replicas as in production.
  const postgres = await startPostgres();
  const databaseUrl = await postgres.createDatabase('portal').catch((error: unknown) => {
    postgres.stop();
    throw error;
  });
  const work = mkdtempSync(join(tmpdir(), 'portal-scale-'));
  // nginx's workers drop root for `nobody` when the master runs as root: they must reach the
  // prefix to create temp files.
  chmodSync(work, 0o755);

  try {
    // Redis: loopback, no persistence.
    const redisPort = await freePort();
    const redis = new Proc(
      'redis',
      spawn(
        redisBin,
        ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      ),
    );
    started.push(redis);
    await until(
      'redis',
      15_000,
      async () => (redis.lines.some((l) => l.includes('Ready to accept')) ? true : undefined),
      () => (redis.running ? undefined : redis.tail()),
    );
    const redisUrl = `redis://127.0.0.1:${redisPort}`;

    // The embedded upstream alone, logging each request it receives (counted by the checks).
    const upstream = spawnNode('upstream', ['upstream/dist/server.js'], {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'upstream-data'),
      LOG_LEVEL: 'info',
      UPSTREAM_CLIENT_KEY,
    });
    started.push(upstream);
    const upstreamUrl = await until(
      'upstream',
      60_000,
      async () => {
        for (const line of upstream.lines) {
          const m = /upstream listening on (http:\/\/\S+)/.exec(line);
          if (m) return m[1]!.replace(/\/+$/, '');
        }
        return undefined;
      },
      () => (upstream.running ? undefined : upstream.tail()),
    );

    const nginxPort = await freePort();
    const url = `http://127.0.0.1:${nginxPort}`;
    const [portA, portB] = [await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      ...vapidEnv(),
      HOST: '127.0.0.1',
      UPSTREAM_URL: upstreamUrl,
      REDIS_URL: redisUrl,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET,
      UPSTREAM_CLIENT_KEY,
      SITE_URL: url,
      MOBILE_SITE_URL: url,
      // nginx is the only proxy, on loopback: the address it passes on is the client's.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '5000',
      SHUTDOWN_DRAIN_MS: '2000',
      ...options.env,
    };
    delete env.DATA_DIR;
    const a = new Replica('bff-a', portA!, { ...env, PORT: String(portA) });
    const b = new Replica('bff-b', portB!, { ...env, PORT: String(portB) });
    replicas.push(a, b);
    await Promise.all([a.start(), b.start()]);

    const accessLog = join(work, 'access.log');
    writeFileSync(
      join(work, 'nginx.conf'),
      renderNginxConfig({
        NGINX_LISTEN: `127.0.0.1:${nginxPort}`,
        BFF_1: a.addr,
        BFF_2: b.addr,
        NGINX_ACCESS_LOG: accessLog,
        ...EDGE_LIMITS,
        ...options.edge,
      }),
    );
    const nginxArgs = ['-p', `${work}/`, '-c', join(work, 'nginx.conf'), '-e', 'stderr'];
    const check = spawnSync(nginxBin, [...nginxArgs, '-t', '-q'], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
    const nginx = new Proc(
      'nginx',
      spawn(nginxBin, [...nginxArgs, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] }),
    );
    started.push(nginx);
    await until(
      'nginx',
      15_000,
      async () => ((await fetch(`${url}/healthz`)).ok ? true : undefined),
      () => (nginx.running ? undefined : nginx.tail()),
    );

    const procs = () => [redis, upstream, a.proc, b.proc, nginx];
    return {
      redisUrl,
      upstreamUrl,
      url,
      a,
      b,
      redis,
      upstream,
      nginx,
      access: () => (existsSync(accessLog) ? parseAccess(readFileSync(accessLog, 'utf8')) : []),
      upstreamHits: () => {
        const hits: UpstreamHit[] = [];
        for (const line of upstream.lines) {
          if (!line.includes('"incoming request"')) continue;
          try {
            const entry = JSON.parse(line) as {
              time: number;
              req?: { method: string; url: string };
            };
            if (entry.req)
              hits.push({ time: entry.time, method: entry.req.method, url: entry.req.url });
          } catch {
            // a partial line
          }
        }
        return hits;
      },
      tails: () =>
        procs()
          .map((p) => p.tail(25))
          .join('\n'),
      stop: async () => {
        await nginx.stop('SIGQUIT', 5000);
        await Promise.all([a.proc.stop('SIGTERM', 8000), b.proc.stop('SIGTERM', 8000)]);
        await upstream.stop('SIGTERM', 5000);
        await redis.stop('SIGKILL');
        postgres.stop();
        rmSync(work, { recursive: true, force: true });
      },
    };
  } catch (error) {
    const all = [...started, ...replicas.map((r) => r.proc).filter(Boolean)];
    await Promise.all(all.map((p) => p.stop('SIGKILL')));
    postgres.stop();
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}
