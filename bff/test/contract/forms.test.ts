/**
 * Personal data never travels in an address: every form the BFF serves with personal fields posts
 * (so a submit before the scripts run never puts a message, a contact, a code or a password in
 * the URL), codes and passwords that do arrive in a URL are hidden in the log, and the login
 * device cookie carries no phone number. Pages come from the web app's real server render
 * (`pnpm build`), against a recording stub upstream.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, href } from '@portal/shared';
import { DEFAULT_WEB_DIST_DIR } from '../../src/config';
import { DEMO_USER, build, type Harness } from '../helpers/build';

let h: Harness;
beforeAll(async () => {
  if (!existsSync(join(DEFAULT_WEB_DIST_DIR, 'server', 'entry-server.js'))) {
    throw new Error(
      `${DEFAULT_WEB_DIST_DIR} has no server render: run \`npx -y pnpm@10.34.8 build\``,
    );
  }
  h = await build({
    webDistDir: DEFAULT_WEB_DIST_DIR,
    renderBudgetMs: 2000,
    renderBudgetBurst: 100_000,
    lookupBudgetBurst: 100_000,
    upstreamClientKey: 'forms-test-client-key-0123456789abcdef',
  });
});
afterAll(async () => {
  await h.close();
});

/** The opening tags of the page's forms. */
function formTags(html: string): string[] {
  return [...html.matchAll(/<form\b[^>]*>/g)].map((m) => m[0]);
}

const isSearch = (tag: string) => /\brole="search"/.test(tag);

/** Public pages that hold a form with personal fields. */
const FORM_PAGES = [
  href('login'),
  href('register'),
  href('forgetPassword'),
  href('feedback'),
  href('osRegister'),
  href('doctorSignup'),
  href('askPost'),
  href('childrenBmi'),
  href('childrenChest'),
];

describe('served forms', () => {
  it.each(FORM_PAGES)('%s: every form that is not a search posts', async (path) => {
    h.stub.fallback = () => ({ json: { code: 200, msg: 'ok', data: [] } });
    const res = await h.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    const forms = formTags(res.body).filter((tag) => !isSearch(tag));
    expect(forms.length, `${path} serves its form`).toBeGreaterThan(0);
    for (const tag of forms) expect(tag, path).toMatch(/\bmethod="post"/);
  });
});

describe('codes in addresses', () => {
  const SECRETS = ['417365', '582914', 'Kcode0042', '903318', 'NewPass99'];

  it('are hidden in the log, on a page and on an API call', async () => {
    const query = `code=${SECRETS[0]}&numcode=${SECRETS[1]}&codeKey=${SECRETS[2]}&vcode=${SECRETS[3]}&newPwd=${SECRETS[4]}`;
    h.logs.length = 0;
    await h.inject({ method: 'GET', url: `${href('doctorSignup')}?${query}` });
    await h.inject({ method: 'POST', url: `${calls.resetPwd.path}?phone=91234567&${query}` });
    const text = h.logs.join('\n');
    expect(text).toContain('[REDACTED]');
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  });
});

describe('the login device cookie', () => {
  it('carries no phone number, as typed or in base64', async () => {
    h.stub.routes.set(calls.login.path, () => ({
      json: { code: 200, msg: 'success', token: 'tok-forms-device-secret', data: DEMO_USER },
    }));
    const res = await h.inject({
      method: 'POST',
      url: calls.login.path,
      payload: { phone: DEMO_USER.phone, password: 'Demo1234' },
    });
    const all = res.headers['set-cookie'];
    const device = (Array.isArray(all) ? all : [String(all)])
      .find((c) => c.startsWith('portal_device='))!
      .split(';')[0]!
      .slice('portal_device='.length);
    expect(device.length).toBeGreaterThan(0);
    expect(device).not.toContain(DEMO_USER.phone);
    // Any alignment of the phone inside a base64 text.
    for (const prefix of ['', 'x', 'xx']) {
      const encoded = Buffer.from(`${prefix}${DEMO_USER.phone}`).toString('base64url');
      expect(device).not.toContain(encoded.slice(prefix ? 4 : 0, prefix ? 12 : 8));
    }
    expect(Buffer.from(device, 'base64url').toString('latin1')).not.toContain(DEMO_USER.phone);
  });
});
