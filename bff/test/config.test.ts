/** Configuration: one schema, production refuses to start without a secret. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST_DIR, EnvSchema, loadConfig } from '../src/config';
import { vapidEnv } from './helpers/vapid';

/** A key as `openssl rand -base64 48` prints one. */
const RANDOM_SECRET = 'q3Vx9Kp2mZ7tR4wY8bN1cF6hJ0sD5gL2aE7uI9oP3kT6vB1n';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const warnings: string[] = [];
    const config = loadConfig({}, (m) => warnings.push(m));
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      upstreamUrl: '',
      upstreamTimeoutMs: 10_000,
      production: false,
      webDistDir: DEFAULT_WEB_DIST_DIR,
    });
    expect(DEFAULT_WEB_DIST_DIR).toMatch(/web[/\\]dist$/);
    expect(config.sessionSecrets).toHaveLength(1);
    expect(warnings.join()).toMatch(/SESSION_SECRET/);
  });

  it('reads and validates every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      UPSTREAM_URL: 'http://api.internal:9000/',
      SESSION_SECRET: 'new-key, old-key',
      SITE_URL: 'https://www.example.hk/',
      GOOGLE_MAPS_API_KEY: 'k',
      APP_STORE_URL: 'https://apps.apple.com/hk/app/id1',
      UPSTREAM_TIMEOUT_MS: '2500',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      upstreamUrl: 'http://api.internal:9000',
      sessionSecrets: ['new-key', 'old-key'],
      siteUrl: 'https://www.example.hk',
      googleMapsApiKey: 'k',
      appStoreUrl: 'https://apps.apple.com/hk/app/id1',
      googlePlayUrl: '',
      upstreamTimeoutMs: 2500,
      logLevel: 'warn',
    });
  });

  it('reads the render budget by its name, and by its old name with one warning', () => {
    const secret = { SESSION_SECRET: 'k' };
    const warned = (env: Record<string, string>) => {
      const warnings: string[] = [];
      const config = loadConfig({ ...secret, ...env }, (m) => warnings.push(m));
      return { budget: config.renderBudgetMs, warnings };
    };
    expect(warned({})).toEqual({ budget: 1500, warnings: [] });
    expect(warned({ RENDER_BUDGET_MS: '900' })).toEqual({ budget: 900, warnings: [] });
    const old = warned({ DETAIL_TIMEOUT_MS: '700' });
    expect(old.budget).toBe(700);
    expect(old.warnings).toHaveLength(1);
    expect(old.warnings[0]).toMatch(/DETAIL_TIMEOUT_MS.*RENDER_BUDGET_MS instead/);
    const both = warned({ DETAIL_TIMEOUT_MS: '700', RENDER_BUDGET_MS: '900' });
    expect(both.budget).toBe(900);
    expect(both.warnings).toHaveLength(1);
    expect(() => loadConfig({ ...secret, DETAIL_TIMEOUT_MS: '0' })).toThrow(/DETAIL_TIMEOUT_MS/);
    expect(() => loadConfig({ ...secret, RENDER_BUDGET_MS: 'x' })).toThrow(/RENDER_BUDGET_MS/);
  });

  it('rejects bad values', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow();
    expect(() => loadConfig({ UPSTREAM_URL: 'ftp://x' })).toThrow();
    expect(() => loadConfig({ UPSTREAM_TIMEOUT_MS: '0' })).toThrow();
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow();
    expect(() => loadConfig({ GOOGLE_PLAY_URL: 'http://play.google.com/x' })).toThrow();
    expect(() => loadConfig({ APP_STORE_URL: 'javascript:alert(1)' })).toThrow();
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow();
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: RANDOM_SECRET,
      UPSTREAM_CLIENT_KEY: 'k'.repeat(32),
      ...vapidEnv(),
    });
    expect(config.production).toBe(true);
  });

  it('refuses a production session key with too little variety', () => {
    const rest = { NODE_ENV: 'production', UPSTREAM_CLIENT_KEY: 'k'.repeat(32), ...vapidEnv() };
    for (const weak of ['a'.repeat(32), 'ab'.repeat(20), 'abcdefgh'.repeat(4)]) {
      expect(() => loadConfig({ ...rest, SESSION_SECRET: weak }), weak).toThrow(
        /^SESSION_SECRET: each key must be random/,
      );
      // Every key of a rotation list is held to it.
      expect(() => loadConfig({ ...rest, SESSION_SECRET: `${RANDOM_SECRET},${weak}` })).toThrow(
        /SESSION_SECRET/,
      );
    }
    // Outside production it is the developer's own machine.
    expect(loadConfig({ SESSION_SECRET: 'a'.repeat(32) }, () => {}).sessionSecrets).toEqual([
      'a'.repeat(32),
    ]);
    expect(loadConfig({ ...rest, SESSION_SECRET: RANDOM_SECRET }).production).toBe(true);
  });

  it('requires UPSTREAM_CLIENT_KEY in production with an upstream of its own, and only there', () => {
    const secret = RANDOM_SECRET;
    const upstream = 'https://api.portal.example.hk';
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, UPSTREAM_URL: upstream }),
    ).toThrow(/^UPSTREAM_CLIENT_KEY: required when NODE_ENV=production with UPSTREAM_URL$/);
    // The embedded upstream (the demo image) shares a key made when the process starts.
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret }).upstreamClientKey).toBe(
      '',
    );
    expect(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: secret }).upstreamClientKey).toBe('');
  });

  it('takes the VAPID keys as a pair, and starts production without them', () => {
    const secret = { SESSION_SECRET: RANDOM_SECRET, UPSTREAM_CLIENT_KEY: 'k'.repeat(32) };
    // Without keys the portal makes its own pair in its store.
    const bare = loadConfig({ NODE_ENV: 'production', ...secret });
    expect(bare.vapid).toBeUndefined();
    expect(bare.vapidSubject).toBeUndefined();
    const { VAPID_SUBJECT: _subject, ...keys } = vapidEnv();
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...secret, VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY }),
    ).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() =>
      loadConfig({ NODE_ENV: 'development', VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY }, () => {}),
    ).toThrow(/VAPID_PRIVATE_KEY/);
    const dev = loadConfig({ NODE_ENV: 'development', ...keys }, () => {});
    expect(dev.vapid).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
      subject: 'mailto:push@localhost',
    });
    const prod = loadConfig({
      NODE_ENV: 'production',
      ...secret,
      SITE_URL: 'https://www.example.hk',
      VAPID_SUBJECT: 'mailto:ops@example.hk',
    });
    expect(prod.vapidSubject).toBe('mailto:ops@example.hk');
  });

  it('reads the reminder and portal data settings', () => {
    const quiet = () => {};
    const defaults = loadConfig({}, quiet);
    expect(defaults.reminderLeadsMin).toEqual([1440, 120]);
    expect(defaults.reminderSweepMs).toBe(60_000);
    expect(defaults.databaseUrl).toBeUndefined();
    expect(defaults.pushEndpointAllow).toEqual([]);
    const set = loadConfig(
      {
        REMINDER_LEADS_MIN: '30, 600,30',
        REMINDER_SWEEP_MS: '500',
        DATABASE_URL: 'postgres://portal:pw@db:5432/portal',
        PUSH_ENDPOINT_ALLOW: 'https://push.example.hk/, http://127.0.0.1:9000',
      },
      quiet,
    );
    expect(set.reminderLeadsMin).toEqual([600, 30]);
    expect(set.reminderSweepMs).toBe(500);
    expect(set.databaseUrl).toBe('postgres://portal:pw@db:5432/portal');
    expect(set.pushEndpointAllow).toEqual(['https://push.example.hk', 'http://127.0.0.1:9000']);
    expect(() => loadConfig({ REMINDER_LEADS_MIN: 'soon' }, quiet)).toThrow(/REMINDER_LEADS_MIN/);
    expect(() => loadConfig({ REMINDER_LEADS_MIN: '0' }, quiet)).toThrow(/REMINDER_LEADS_MIN/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db' }, quiet)).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PUSH_ENDPOINT_ALLOW: 'ftp://x' }, quiet)).toThrow(
      /PUSH_ENDPOINT_ALLOW/,
    );
  });

  it('takes SMTP_URL and MAIL_FROM together, or neither (no e-mail reminders)', () => {
    const quiet = () => {};
    expect(loadConfig({}, quiet).mail).toBeUndefined();
    const smtpUrl = 'smtps://user:pw@smtp.example.hk:465';
    expect(
      loadConfig({ SMTP_URL: smtpUrl, MAIL_FROM: '香港中醫網 <r@example.hk>' }, quiet).mail,
    ).toEqual({
      smtpUrl,
      from: '香港中醫網 <r@example.hk>',
    });
    expect(loadConfig({ SMTP_URL: smtpUrl, MAIL_FROM: 'r@example.hk' }, quiet).mail?.from).toBe(
      'r@example.hk',
    );
    expect(() => loadConfig({ SMTP_URL: smtpUrl }, quiet)).toThrow(/MAIL_FROM: required/);
    expect(() => loadConfig({ MAIL_FROM: 'r@example.hk' }, quiet)).toThrow(/SMTP_URL: required/);
    expect(() =>
      loadConfig({ SMTP_URL: 'http://smtp.example.hk', MAIL_FROM: 'r@example.hk' }, quiet),
    ).toThrow(/SMTP_URL/);
    for (const from of ['reminders', 'a@b.hk\nBcc: x@y.hk', 'A <a@b.hk>, B <c@d.hk>']) {
      expect(() => loadConfig({ SMTP_URL: smtpUrl, MAIL_FROM: from }, quiet), from).toThrow(
        /MAIL_FROM/,
      );
    }
  });
});

/**
 * README's "Configuration" table, as variable -> its default cell. A row may name several
 * variables (`A` / `B`, or an old name in brackets): its default cell then gives one default per
 * variable, split by ` / `, or one for them all.
 */
function readmeSettings(): Map<string, string> {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.split('\n## Configuration\n')[1]?.split('\n## ')[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  const settings = new Map<string, string>();
  for (const row of rows) {
    const [, names = '', defaults = ''] = row.split('|').map((cell) => cell.trim());
    const variables = [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] ?? '');
    const cells = defaults.split(' / ');
    expect(cells.length === 1 || cells.length === variables.length, row).toBe(true);
    variables.forEach((name, i) => {
      expect(settings.has(name), `${name} is in the table twice`).toBe(false);
      settings.set(name, cells[cells.length === 1 ? 0 : i] ?? '');
    });
  }
  return settings;
}

describe("README's settings table", () => {
  const settings = readmeSettings();

  it('lists every variable of the schema, and no other', () => {
    expect([...settings.keys()].sort()).toEqual(Object.keys(EnvSchema.properties).sort());
  });

  it("shows each schema default as the default (an empty string as 'empty')", () => {
    const schemas = EnvSchema.properties as Record<string, { default?: unknown }>;
    const wrong = Object.entries(schemas).flatMap(([name, schema]) => {
      if (schema.default === undefined) return [];
      const shown = schema.default === '' ? 'empty' : `\`${String(schema.default)}\``;
      const cell = settings.get(name);
      return cell === shown ? [] : [`${name}: README says ${cell}, the schema ${shown}`];
    });
    expect(wrong).toEqual([]);
  });
});
