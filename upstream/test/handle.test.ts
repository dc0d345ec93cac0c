/**
 * The catalogue is the one description of a call: the upstream spells no path of its own, and
 * every call is served at the catalogue's method and path with the catalogue's request schema and
 * session flag.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callNames, calls } from '@portal/shared';
import { requests } from '@portal/shared/requests';
import { harness, type Harness } from './helpers';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

let h: Harness;
let token = '';
beforeAll(async () => {
  h = await harness();
  token = await h.login();
});
afterAll(async () => {
  await h.close();
});

describe('calls registered from the catalogue', () => {
  it('leaves no API path literal in the upstream source', () => {
    const offending = sourceFiles(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${file.slice(SRC.length + 1)}:${i + 1}` }))
        .filter(({ line }) => /['"`]\/api\//.test(line))
        .map(({ at }) => at),
    );
    expect(offending).toEqual([]);
  });

  it('serves every call at its catalogue method and path', () => {
    const missing = callNames.filter(
      (name) => !h.app.hasRoute({ method: calls[name].method, url: calls[name].path }),
    );
    expect(missing).toEqual([]);
  });

  it('asks for a session exactly where the catalogue says so', async () => {
    for (const name of callNames) {
      const r = await h.call(name);
      if (calls[name].session) expect([name, r.code]).toEqual([name, 401]);
      // Document uploads admit a session or a verified applicant's phone: the handler decides.
      else if (name !== 'uploadFile') expect([name, r.code]).not.toEqual([name, 401]);
    }
  });

  it("rejects a request missing a field the call's schema requires, naming the field", async () => {
    let checked = 0;
    for (const name of callNames) {
      const spec: { query?: { required?: string[] }; body?: { required?: string[] } } =
        requests[name];
      const first = spec.query?.required?.[0] ?? spec.body?.required?.[0];
      if (!first || calls[name].multipart) continue;
      const r = await h.call(name, calls[name].session ? { token } : {});
      expect([name, r.code, r.msg]).toEqual([name, 400, `參數錯誤：${first} 為必填項目`]);
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });
});
