/**
 * Child processes for the bench: the stub upstream, the embedded upstream and the BFF each run in
 * their own process, so the load generator (this process) never shares an event loop with what it
 * measures. Everything listens on 127.0.0.1 only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../helpers/free-port';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface Child {
  url: string;
  proc: ChildProcess;
  /** Everything the process wrote, for error messages (capped). */
  output(): string;
  stop(): Promise<void>;
}

const tempDirs: string[] = [];

export function tempDataDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `portal-bench-${label}-`));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

const running = new Set<Child>();

function launch(
  args: string[],
  env: Record<string, string | undefined>,
  opts: { urlPattern?: RegExp; quietStdout?: boolean },
): { proc: ChildProcess; output: () => string; url: Promise<string> } {
  const proc = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', opts.quietStdout ? 'ignore' : 'pipe', 'pipe'],
  });
  let text = '';
  const keep = (chunk: Buffer) => {
    if (text.length < 200_000) text += chunk.toString();
  };
  proc.stderr?.on('data', keep);
  const url = new Promise<string>((resolveUrl, reject) => {
    proc.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk);
      const match = opts.urlPattern && text.match(opts.urlPattern);
      if (match) resolveUrl(match[1]!);
    });
    proc.once('exit', (code) =>
      reject(new Error(`${args.join(' ')} exited with ${code}:\n${text.slice(-4000)}`)),
    );
  });
  url.catch(() => undefined);
  return { proc, output: () => text, url };
}

function stopper(proc: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((done) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return done();
      const timer = setTimeout(() => proc.kill('SIGKILL'), 12_000);
      proc.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      proc.kill('SIGTERM');
    });
}

function track(child: Omit<Child, 'stop'> & { stop: () => Promise<void> }): Child {
  const wrapped: Child = {
    ...child,
    stop: async () => {
      running.delete(wrapped);
      await child.stop();
    },
  };
  running.add(wrapped);
  return wrapped;
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => child.stop()));
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not ready after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface Stub extends Child {
  /** The port the BFF is pointed at (its sockets are counted apart from the direct ones). */
  bffUrl: string;
  stats(): Promise<Record<'direct' | 'bff', StubStats>>;
}

export interface StubStats {
  connections: number;
  requests: number;
  byKey: Record<string, number>;
}

export async function startStub(delayMs: number): Promise<Stub> {
  const { proc, output, url } = launch(
    ['tests/bench/stub-upstream.ts'],
    { DELAY_MS: String(delayMs) },
    { urlPattern: /STUB_URLS=(\S+ \S+)/ },
  );
  const [direct, bffUrl] = (await withTimeout(url, 30_000, 'stub upstream')).split(' ') as [
    string,
    string,
  ];
  const child = track({ url: direct, proc, output, stop: stopper(proc) });
  return {
    ...child,
    bffUrl,
    stats: async () =>
      (await (await fetch(`${direct}/__stats`)).json()) as Record<'direct' | 'bff', StubStats>,
  };
}

export async function startEmbeddedUpstream(): Promise<Child> {
  const { proc, output, url } = launch(
    ['tests/bench/upstream-child.ts'],
    { DATA_DIR: tempDataDir('upstream'), LOG_LEVEL: 'silent' },
    { urlPattern: /UPSTREAM_URL=(\S+)/ },
  );
  return track({
    url: await withTimeout(url, 60_000, 'embedded upstream'),
    proc,
    output,
    stop: stopper(proc),
  });
}

/** The bare `@fastify/http-proxy` pass-through (tests/bench/bare-proxy.ts) in front of `upstreamUrl`. */
export async function startBareProxy(upstreamUrl: string): Promise<Child> {
  const { proc, output, url } = launch(
    ['tests/bench/bare-proxy.ts'],
    { UPSTREAM_URL: upstreamUrl },
    { urlPattern: /PROXY_URL=(\S+)/ },
  );
  return track({
    url: await withTimeout(url, 30_000, 'bare proxy'),
    proc,
    output,
    stop: stopper(proc),
  });
}

/** CPU time (user + system, ms) a process has used so far, from /proc; null where unavailable. */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") ".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * Waits until a process has finished its start-up work: its CPU use over the last second stays
 * under `idleShare` of one core (bounded by `maxMs`). The BFF answers /healthz before it has loaded
 * and warmed its server-render bundles in the background (several seconds of CPU on this machine),
 * and a round measured meanwhile times that start-up, not the proxy.
 */
export async function settled(pid: number | undefined, maxMs = 30_000, idleShare = 0.05) {
  const deadline = Date.now() + maxMs;
  let last = cpuMs(pid);
  while (last !== null && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuMs(pid);
    if (now === null) return;
    if (now - last <= 1000 * idleShare) return;
    last = now;
  }
}

/** Kernel clock ticks per second (USER_HZ): 100 on Linux. */
const CLOCK_TICKS = 100;

export interface BffOptions {
  /** Upstream under test; unset -> the BFF starts the embedded upstream in-process. */
  upstreamUrl?: string;
  logLevel?: string;
  /** Extra environment (e.g. micro-cache settings). */
  env?: Record<string, string | undefined>;
}

/** Starts `node --import tsx bff/src/server.ts` on a free port and waits for `/healthz`. */
export async function startBff(opts: BffOptions = {}): Promise<Child> {
  const port = await freePort();
  const logLevel = opts.logLevel ?? 'silent';
  const { proc, output } = launch(
    ['bff/src/server.ts'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      UPSTREAM_URL: opts.upstreamUrl,
      DATA_DIR: opts.upstreamUrl ? undefined : tempDataDir('bff'),
      LOG_LEVEL: logLevel,
      NODE_ENV: 'development',
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123456789abcdef',
      UPSTREAM_CLIENT_KEY: 'bench-upstream-client-key-0123456789abcdef',
      SITE_URL: `http://127.0.0.1:${port}`,
      MOBILE_SITE_URL: `http://127.0.0.1:${port}`,
      // Every bench request comes from one address: the per-address budgets would turn the
      // render and look-up figures into figures of the budgets. The overload section sets the
      // shipped budgets itself.
      RENDER_BUDGET_BURST: '1000000',
      RENDER_BUDGET_PER_MIN: '1000000',
      LOOKUP_BUDGET_BURST: '1000000',
      LOOKUP_BUDGET_PER_MIN: '1000000',
      PUBLIC_READ_BUDGET_BURST: '1000000',
      PUBLIC_READ_BUDGET_PER_MIN: '1000000',
      ...opts.env,
    },
    // Logs go to /dev/null when on: the logging figure is pino's cost, not a pipe reader's.
    { quietStdout: logLevel !== 'silent' },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) {
      throw new Error(`BFF exited with ${proc.exitCode}:\n${output().slice(-4000)}`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`BFF not healthy after 60 s:\n${output().slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return track({ url, proc, output, stop: stopper(proc) });
}
