/**
 * Logs and bodies never hold a token, cookie, password or verification code:
 * a whole session at trace level, then a grep of every log line and response.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, wantsPrettyLogs } from '../src/logger';
import { build, DEMO_USER, findLeaks, issuedTokens, type Harness } from './helpers/build';
import { calls } from '@portal/shared';

let h: Harness;
beforeAll(async () => {
  h = await build({ logLevel: 'trace' });
});
afterAll(async () => {
  await h.close();
});

const TOKEN = 'tok-logging-9f8e7d6c5b4a-secret';
const PASSWORD = 'Pw-Demo-1234-xyz';
const NEW_PASSWORD = 'Pw-New-5678-xyz';
const NUMCODE = '918273';
/** A booking's note, sent in the query by the portal API's design. */
const NOTE = '最近失眠經常頭痛-note-4711';

describe('logging', () => {
  it('records the whole session without one secret', async () => {
    issuedTokens.add(TOKEN);
    h.stub.routes.set(calls.login.path, () => ({
      json: { code: 200, msg: 'ok', token: TOKEN, data: DEMO_USER },
    }));
    const login = await h.inject({
      method: 'POST',
      url: calls.login.path,
      payload: { phone: '91234567', password: PASSWORD },
    });
    let cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const cookieValue = cookie.split('=')[1]!;

    await h.inject({ method: 'GET', url: '/bff/session', headers: { cookie } });
    await h.inject({
      method: 'POST',
      url: `${calls.resetPwd.path}?phone=91234567&newPwd=${NEW_PASSWORD}&numcode=${NUMCODE}&codeKey=k1`,
      headers: { cookie, token: TOKEN },
    });
    const changed = await h.inject({
      method: 'POST',
      url: `${calls.updatePwd.path}?clientId=CL0001&oldPwd=${PASSWORD}&newPwd=${NEW_PASSWORD}`,
      headers: { cookie },
    });
    // A password change gives the browser a new session id (the old cookie is ended).
    cookie = String(changed.headers['set-cookie']).split(';')[0]!;
    await h.inject({
      method: 'GET',
      url: `${calls.getWebNewsList.path}?token=${TOKEN}`,
      headers: { cookie, authorization: `Bearer ${TOKEN}` },
    });
    await h.inject({
      method: 'POST',
      url: `${calls.saveSchedule.path}?clientId=CL0001&note=${encodeURIComponent(NOTE)}`,
      headers: { cookie },
      payload: {},
    });
    h.stub.fallback = () => ({ reset: true });
    await h.inject({ method: 'GET', url: calls.getClientById.path, headers: { cookie } });
    h.stub.fallback = () => ({ text: `not json ${TOKEN}` });
    await h.inject({ method: 'GET', url: calls.getClientById.path, headers: { cookie } });
    h.stub.fallback = () => ({ json: { code: 401, msg: 'expired' } });
    await h.inject({ method: 'GET', url: calls.getClientById.path, headers: { cookie } });
    await h.inject({
      method: 'POST',
      url: `${calls.signOut.path}?token=${TOKEN}`,
      headers: { cookie },
    });
    await h.inject({ method: 'GET', url: '/doctor/D1001', headers: { cookie } });

    expect(h.logs.length).toBeGreaterThan(10);
    // The stub saw the token (that is its job); nothing the BFF wrote did.
    expect(h.stub.received.some((r) => r.headers.token === TOKEN)).toBe(true);
    const texts = [...h.logs, ...h.bodies];
    expect(findLeaks(texts)).toEqual([]);
    for (const secret of [PASSWORD, NEW_PASSWORD, NUMCODE, cookieValue, NOTE, 'note-4711']) {
      expect(h.logs.filter((l) => l.includes(secret))).toEqual([]);
    }
    expect(h.logs.some((l) => l.includes('newPwd=[REDACTED]'))).toBe(true);
    expect(h.logs.some((l) => l.includes('note=[REDACTED]'))).toBe(true);
  });
});

describe('log format', () => {
  it('is readable only on a terminal outside production; JSON otherwise', () => {
    expect(wantsPrettyLogs('development', true)).toBe(true);
    expect(wantsPrettyLogs('test', true)).toBe(true);
    expect(wantsPrettyLogs('development', false)).toBe(false);
    expect(wantsPrettyLogs('production', true)).toBe(false);
    expect(loggerOptions('info').transport).toBeUndefined();
    expect(loggerOptions('info', true).transport).toMatchObject({
      target: expect.stringContaining('pino-pretty'),
    });
    // The redaction stays in both forms: it runs before the line reaches the transport.
    expect(loggerOptions('info', true).redact).toEqual(loggerOptions('info').redact);
  });
});

describe('log batching', () => {
  const loggerModule = fileURLToPath(new URL('../src/logger.ts', import.meta.url));
  /** Runs `body` in a fresh Node process with `createLogger` in scope; returns its stdout. */
  function run(body: string): string {
    const script = `import { createLogger } from ${JSON.stringify(loggerModule)};\n${body}`;
    const out = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
        timeout: 20_000,
      },
    );
    return out.stdout;
  }

  it('writes what is still buffered when the process exits at once', () => {
    const out = run(`const log = createLogger('info');
      for (let i = 0; i < 3; i++) log.info({ i }, 'line');
      process.exit(0);`);
    expect(
      out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).i),
    ).toEqual([0, 1, 2]);
  });

  it('writes a lone line within the flush interval while the process runs on', () => {
    const out = run(`const log = createLogger('info');
      log.info('alone');
      const started = Date.now();
      const seen = await new Promise((resolve) => setTimeout(() => resolve(true), 400));
      process.stdout.write(JSON.stringify({ seen, waited: Date.now() - started }) + '\\n');
      setTimeout(() => process.exit(0), 50);`);
    const lines = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { msg?: string });
    // The line went out before the process's own marker, i.e. on the timer, not at exit.
    expect(lines[0]?.msg).toBe('alone');
  });
});
