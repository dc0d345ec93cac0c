import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { calls, type CallName } from '@portal/shared';
import { buildUpstream, type UpstreamOptions } from '../src/app';
import type { Complete } from '../src/lib/complete';

export const DEMO = { phone: '91234567', password: 'Demo1234', clientid: 'U10001' } as const;
export const SECOND = { phone: '92345678', password: 'Demo1234', clientid: 'U10002' } as const;
/** The demo doctor's account (doctor D1001). */
export const DOCTOR = { phone: '93456789', password: 'Demo1234', clientid: 'U10003' } as const;

/** A health news article as a doctor writes it (`addNews`). */
export const NEWS_ARTICLE = {
  title: '冬季進補小貼士',
  category: 'NC01',
  tag: '養生|冬季',
  introduce: '冬天進補要因人而異',
  content: '先看體質，再選湯水。',
};

export interface Answer<T = unknown> {
  code: number;
  msg: string;
  data: T;
  token?: string;
}

export interface CallOpts {
  query?: Record<string, unknown>;
  body?: unknown;
  token?: string;
}

export interface Harness {
  app: FastifyInstance;
  dataDir: string;
  /** Verification codes issued, newest last. */
  codes: { phone: string; code: string }[];
  /** Login slow-down waits asked for (none really waited). */
  sleeps: number[];
  /** Moves the upstream's clock. */
  advance(ms: number): void;
  /** The embedded upstream sends every portal extension, so its answers are `Complete`. */
  call<T = unknown>(name: CallName, opts?: CallOpts): Promise<Answer<Complete<T>>>;
  login(who?: { phone: string; password: string }): Promise<string>;
  close(): Promise<void>;
}

export function queryString(query: Record<string, unknown> = {}): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `?${s}` : '';
}

/** An in-memory upstream (or a file one in `dataDir`) with typed call helpers. */
export async function harness(opts: Partial<UpstreamOptions> = {}): Promise<Harness> {
  const ownDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'upstream-test-'));
  const codes: { phone: string; code: string }[] = [];
  const sleeps: number[] = [];
  let offset = 0;
  const app = buildUpstream({
    inMemory: true,
    dataDir,
    onVCode: (phone, code) => codes.push({ phone, code }),
    now: () => Date.now() + offset,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...opts,
  });
  await app.ready();
  const h: Harness = {
    app,
    dataDir,
    codes,
    sleeps,
    advance: (ms) => {
      offset += ms;
    },
    async call<T>(name: CallName, o: CallOpts = {}) {
      const def = calls[name];
      const res = await app.inject({
        method: def.method,
        url: def.path + queryString(o.query),
        headers: { ...(o.token ? { token: o.token } : {}), sourcetype: 'F' },
        ...(def.method === 'POST' && !def.multipart ? { payload: (o.body ?? {}) as object } : {}),
      });
      return res.json() as Answer<T>;
    },
    async login(who = DEMO) {
      const r = await h.call('login', { body: { phone: who.phone, password: who.password } });
      if (r.code !== 200 || !r.token) throw new Error(`login failed: ${r.msg}`);
      return r.token;
    },
    async close() {
      await app.close();
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return h;
}

export interface LiveHarness extends Harness {
  /** Closes this test's harness and builds one with `opts` in its place. */
  restart(opts?: Partial<UpstreamOptions>): Promise<void>;
}

/**
 * A fresh harness for each test of the file, closed after it. Call it at the top of the file;
 * the object it returns always holds the running test's harness.
 */
export function useHarness(): LiveHarness {
  const h = {} as LiveHarness;
  h.restart = async (opts = {}) => {
    await h.close();
    Object.assign(h, await harness(opts));
  };
  beforeEach(async () => {
    Object.assign(h, await harness());
  });
  afterEach(async () => {
    await h.close();
  });
  return h;
}

/** A multipart body with one `file` part. */
export function multipart(filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----upstreamtest' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A valid 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal PDF. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
