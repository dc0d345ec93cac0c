/**
 * Starts the REAL portal process for end-to-end tests: `node bff/dist/server.js`, the compiled
 * entry the Dockerfile runs (built by `pnpm build`), with UPSTREAM_URL unset, so the BFF starts the embedded upstream
 * in-process, on a free loopback port with a fresh temporary DATA_DIR. Its output is collected
 * (and optionally appended to a log file) so tests can read the verification codes the upstream
 * logs in demo mode (`vcode phone=<phone> code=<6 digits>`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from './free-port';
import { E2E_PORTAL_ENV } from './portal-env';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const WEB_DIST = join(ROOT, 'web', 'dist');
/** The compiled BFF and demo upstream (`pnpm build:server`), the process the image runs. */
const SERVER_ENTRY = join(ROOT, 'bff', 'dist', 'server.js');
const UPSTREAM_BUILD = join(ROOT, 'upstream', 'dist', 'app.js');
const CLOCK_MODULE = pathToFileURL(join(ROOT, 'tests', 'helpers', 'portal-clock.mjs')).href;

/** Fails with the command to run when the compiled server is missing. */
export function assertServerBuilt(): void {
  for (const file of [SERVER_ENTRY, UPSTREAM_BUILD]) {
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: run \`npx -y pnpm@10.34.8 build:server\` first`);
    }
  }
}

export interface Portal {
  url: string;
  port: number;
  dataDir: string;
  /** Every line the process wrote to stdout and stderr so far. */
  lines(): string[];
  /** Waits for a verification code for `phone`; see `waitForVCodeIn`. */
  waitForVCode(phone: string, options?: VCodeWaitOptions): Promise<string>;
  /** How many codes have been issued for `phone` so far (pass as `after` to wait for the next). */
  vcodeCount(phone: string): number;
  stop(): Promise<void>;
}

export interface StartPortalOptions {
  /** Extra environment for the process. */
  env?: Record<string, string | undefined>;
  /** Also append every output line to this file (used by the vitest global setup). */
  logFile?: string;
  /** How long to wait for `/healthz`. */
  startTimeoutMs?: number;
  /**
   * Serve a copy of web/dist taken at start (default true), so a rebuild during the run (another
   * terminal, a watcher) cannot pull the assets from under the open pages.
   */
  snapshotDist?: boolean;
  /**
   * Run the process's wall clock from this moment (epoch ms) instead of now (helpers/
   * portal-clock.mjs): a test about a day of the week chooses that day.
   */
  clockAt?: number;
}

export interface VCodeWaitOptions {
  /** Ignore the first `after` codes issued for the phone (from `vcodeCount`). */
  after?: number;
  timeoutMs?: number;
}

const VCODE_LINE = /vcode phone=(\d+) code=(\d{6})/;

/** Codes issued for `phone`, in the order they were logged. */
export function vcodesIn(lines: readonly string[], phone: string): string[] {
  const codes: string[] = [];
  for (const line of lines) {
    const m = VCODE_LINE.exec(line);
    if (m && m[1] === phone) codes.push(m[2]!);
  }
  return codes;
}

/** Polls `readLines` until more than `after` codes exist for `phone`; resolves with the newest. */
export async function waitForVCodeIn(
  readLines: () => readonly string[],
  phone: string,
  { after = 0, timeoutMs = 10_000 }: VCodeWaitOptions = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const codes = vcodesIn(readLines(), phone);
    if (codes.length > after) return codes[codes.length - 1]!;
    if (Date.now() > deadline) {
      throw new Error(`no verification code for ${phone} within ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function waitForHealth(
  url: string,
  proc: ChildProcess,
  timeoutMs: number,
  output: () => string,
) {
  const deadline = Date.now() + timeoutMs;
  let exited: number | null | undefined;
  proc.once('exit', (code) => {
    exited = code;
  });
  for (;;) {
    if (exited !== undefined) {
      throw new Error(`portal exited with ${exited} before it was healthy:\n${output()}`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error(`portal not healthy after ${timeoutMs} ms:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

export async function startPortal(options: StartPortalOptions = {}): Promise<Portal> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  // The build to serve: WEB_DIST_DIR when given (a private build), else the workspace's web/dist.
  const sourceDist = options.env?.WEB_DIST_DIR ?? process.env.WEB_DIST_DIR ?? WEB_DIST;
  let distDir: string | undefined;
  if (options.snapshotDist !== false && existsSync(join(sourceDist, 'index.html'))) {
    distDir = join(dataDir, 'web-dist');
    cpSync(sourceDist, distDir, { recursive: true });
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    SESSION_SECRET: 'e2e-session-secret-0123456789abcdef0123456789abcdef',
    SITE_URL: url,
    MOBILE_SITE_URL: url,
    // Every e2e file logs in from 127.0.0.1: the BFF's per-address login limit must not trip.
    RATE_LIMIT_MAX: '10000',
    PAGEVIEW_RATE_LIMIT_MAX: '100000',
    ...E2E_PORTAL_ENV,
    ...options.env,
    ...(distDir ? { WEB_DIST_DIR: distDir } : {}),
    ...(options.clockAt === undefined
      ? {}
      : {
          NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${CLOCK_MODULE}`.trim(),
          PORTAL_TEST_CLOCK_MS: String(options.clockAt),
        }),
  };
  delete env.UPSTREAM_URL;
  if (options.env?.UPSTREAM_URL) env.UPSTREAM_URL = options.env.UPSTREAM_URL;

  assertServerBuilt();
  const proc = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const lines: string[] = [];
  const collect = (stream: NodeJS.ReadableStream | null) => {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
      // One write per chunk, not per line: a busy portal logs thousands of lines.
      if (options.logFile && parts.length > 0) {
        appendFileSync(options.logFile, parts.map((line) => `${line}\n`).join(''));
      }
    });
  };
  collect(proc.stdout);
  collect(proc.stderr);
  const output = () => lines.slice(-80).join('\n');

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (proc.exitCode === null && proc.signalCode === null) {
      const exited = new Promise<void>((r) => proc.once('exit', () => r()));
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, proc, options.startTimeoutMs ?? 60_000, output);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    port,
    dataDir,
    lines: () => lines.slice(),
    waitForVCode: (phone, opts) => waitForVCodeIn(() => lines, phone, opts),
    vcodeCount: (phone) => vcodesIn(lines, phone).length,
    stop,
  };
}

export function webIsBuilt(): boolean {
  return existsSync(join(WEB_DIST, 'index.html'));
}
