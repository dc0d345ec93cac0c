import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/lib/log';
import { DEMO, harness, type Harness } from './helpers';
import { calls } from '@portal/shared';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _enc, cb) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    cb();
  },
});

let h: Harness;
beforeAll(async () => {
  // no onVCode hook: demo mode writes the code to the log, as the browser tests read it
  h = await harness({
    logger: { level: 'info', name: 'upstream', stream },
    requestLogging: true,
    onVCode: undefined,
  });
});
afterAll(async () => {
  await h.close();
});

describe('logs', () => {
  it('write the demo verification code line at info level', async () => {
    await h.call('getVCode', { query: { codeType: 'register', phoneNumber: '68888888' } });
    const line = lines.find((l) => l.includes('vcode phone=68888888'));
    expect(line).toMatch(/vcode phone=68888888 code=\d{6}/);
    expect(JSON.parse(line!)).toMatchObject({ level: 30, name: 'upstream' });
  });

  it('never contain passwords or tokens', async () => {
    const token = await h.login();
    await h.call('updatePwd', { token, query: { oldPwd: DEMO.password, newPwd: 'Secret999x' } });
    await h.call('signOut', { token, query: { token } });
    const all = lines.join('\n');
    expect(all).not.toContain(DEMO.password);
    expect(all).not.toContain('Secret999x');
    expect(all).not.toContain(token);
    expect(all).toContain('newPwd=***');
  });

  it('redacts secret query parameters only', () => {
    expect(
      redactUrl(`${calls.resetPwd.path}?phone=91234567&newPwd=abc&numcode=123456&codeKey=K1`),
    ).toBe(`${calls.resetPwd.path}?phone=91234567&newPwd=***&numcode=***&codeKey=***`);
    expect(redactUrl('/api/x')).toBe('/api/x');
  });
});

describe('demo mode off', () => {
  it('does not write verification codes to the log', async () => {
    const quiet: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        quiet.push(chunk.toString());
        cb();
      },
    });
    const off = await harness({
      logger: { level: 'info', stream: sink },
      demo: false,
      onVCode: undefined,
    });
    const r = await off.call('getVCode', {
      query: { codeType: 'register', phoneNumber: '69999999' },
    });
    expect(r.code).toBe(200);
    expect(quiet.join('')).not.toMatch(/code=\d{6}/);
    await off.close();
  });
});
