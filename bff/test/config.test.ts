/** Configuration: one schema, production refuses to start without a secret. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST_DIR, loadConfig } from '../src/config';

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
      SESSION_SECRET: 'x'.repeat(32),
      UPSTREAM_CLIENT_KEY: 'k'.repeat(32),
    });
    expect(config.production).toBe(true);
  });

  it('requires UPSTREAM_CLIENT_KEY in production, and only there', () => {
    const secret = 'x'.repeat(32);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret })).toThrow(
      /^UPSTREAM_CLIENT_KEY: required when NODE_ENV=production$/,
    );
    expect(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: secret }).upstreamClientKey).toBe('');
  });
});
