/**
 * `build()`: the BFF (buildApp) against a stub upstream on a free port, with every log line and
 * every response body kept so a test can prove no token ever leaks.
 */
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../../src/app';
import { CONFIG_DEFAULTS, type AppConfig } from '../../src/config';
import { createLogger } from '../../src/logger';
import { PhoneProofCodec } from '../../src/lib/identity/phone-proof';
import { startStubUpstream, type StubUpstream } from './stub-upstream';
import { tempDir } from './temp-dir';

export const FIXTURE_WEB_DIR = fileURLToPath(new URL('../fixtures/web', import.meta.url));

/** One data directory per test process (the BFF keeps its session revocations there). */
const TEST_DATA_DIR = tempDir('bff-test-');

const TEST_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...CONFIG_DEFAULTS,
    nodeEnv: 'test',
    production: false,
    port: 0,
    host: '127.0.0.1',
    upstreamUrl: 'http://127.0.0.1:9',
    sessionSecrets: [TEST_SECRET],
    sessionMaxAgeS: 3600,
    siteUrl: 'https://www.example.hk',
    mobileSiteUrl: 'https://m.example.hk',
    googleMapsApiKey: 'maps-key-123',
    appStoreUrl: 'https://apps.apple.com/hk/app/id000000000',
    googlePlayUrl: 'https://play.google.com/store/apps/details?id=hk.portal.test',
    upstreamTimeoutMs: 2000,
    renderBudgetMs: 500,
    upstreamConnections: 8,
    redisUrl: undefined,
    logLevel: 'trace',
    dataDir: TEST_DATA_DIR,
    webDistDir: FIXTURE_WEB_DIR,
    // Off or out of reach unless a test asks: core tests count every upstream call.
    microCacheTtlMs: 0,
    rateLimitMax: 10_000,
    publicReadBudgetBurst: 100_000,
    breakerThreshold: 10_000,
    // Off: harnesses share one event loop, and another's startup must not make this one 503.
    maxEventLoopDelayMs: 0,
    ...overrides,
  };
}

/**
 * A `Cookie` header value with a doctor applicant's verified-phone proof (as the BFF sets it
 * when checkVCode answers 200), for calls that need one (anonymous uploadFile, doctor sign-up).
 */
export function proofCookie(
  phone = '61234567',
  codeKey = 'Kproof0001',
  exp = Date.now() + 10 * 60_000,
): string {
  return `portal_signup=${new PhoneProofCodec([TEST_SECRET]).seal({ phone, codeKey, exp })}`;
}

export interface Harness {
  app: FastifyInstance;
  stub: StubUpstream;
  config: AppConfig;
  logs: string[];
  bodies: string[];
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Logs in through the BFF (stub answers login with `token`); returns the cookie header. */
  login(token?: string, clientId?: string): Promise<string>;
  close(): Promise<void>;
}

/** Every token the harnesses ever handed out, for the leak checks. */
export const issuedTokens = new Set<string>();

export const DEMO_USER = {
  clientid: 'CL0001',
  username: '陳大文',
  phone: '91234567',
  sex: 'M',
  birthday: '1980-01-01',
  email: 'demo@example.hk',
  avatar: '',
  address: '',
  createtime: 1700000000000,
};

export async function build(overrides: Partial<AppConfig> = {}): Promise<Harness> {
  const stub = await startStubUpstream();
  const config = testConfig({ upstreamUrl: stub.url, ...overrides });
  const logs: string[] = [];
  const bodies: string[] = [];
  const logger = createLogger(config.logLevel, {
    write(line: string) {
      logs.push(line);
    },
  });
  const app = buildApp(config, { loggerInstance: logger });
  try {
    await app.ready();
  } catch (err) {
    // A start that fails (what some tests check) leaves nothing running behind it.
    await app.close().catch(() => undefined);
    await stub.close();
    throw Object.assign(err as Error, { logs });
  }

  const inject = async (opts: InjectOptions): Promise<LightMyRequestResponse> => {
    // What the SPA sends on every call (anti-forgery header, same-site Origin); a test that
    // sets either header itself (even to undefined) keeps its own.
    const url = typeof opts.url === 'string' ? opts.url : '';
    if (/^\/(?:api|bff)/i.test(url)) {
      const headers = { ...(opts.headers ?? {}) };
      if (!('x-csrf' in headers)) headers['x-csrf'] = '1';
      if (!('origin' in headers)) headers.origin = config.siteUrl;
      opts = { ...opts, headers };
    }
    const res = await app.inject(opts);
    bodies.push(res.body, JSON.stringify(res.headers));
    return res;
  };

  return {
    app,
    stub,
    config,
    logs,
    bodies,
    inject,
    async login(token = `tok-${Math.random().toString(36).slice(2)}-secret`, clientId = 'CL0001') {
      issuedTokens.add(token);
      stub.routes.set('/api/user/login', () => ({
        json: { code: 200, msg: 'success', token, data: { ...DEMO_USER, clientid: clientId } },
      }));
      const res = await inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { phone: '91234567', password: 'Demo1234' },
      });
      stub.routes.delete('/api/user/login');
      const setCookie = res.headers['set-cookie'];
      const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
      if (!first) throw new Error(`login set no cookie: ${res.body}`);
      return first.split(';')[0] as string;
    },
    async close() {
      await app.close();
      await stub.close();
    },
  };
}

/**
 * One harness for a whole test file: built (with `overrides`) before the file's tests, closed
 * after them, its stub upstream reset before each test. Call it at the top of the file; the
 * object it returns is filled in once the harness is built.
 */
export function useHarness(overrides: Partial<AppConfig> = {}): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    Object.assign(h, await build(overrides));
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(() => h.stub.reset());
  return h;
}

/** Asserts no issued token occurs in any text (bodies, headers, log lines). */
export function findLeaks(texts: Iterable<string>): string[] {
  const leaks: string[] = [];
  for (const text of texts) {
    for (const token of issuedTokens) if (text.includes(token)) leaks.push(text.slice(0, 300));
  }
  return leaks;
}
