import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { bffAnswer, server } from '@test-utils/msw';
import { render } from '@test-utils/render';
import { MAPS } from './maps-settings';
import { MapView } from './map-view';

/** Delay before retry `attempt` (1-based) of a failed script load: attempt × 2^attempt ms. */
const retryDelayMs = (attempt: number) => attempt * 2 ** attempt;

const markers = [{ lat: 22.28, lng: 114.15, title: '仁心中醫診所', address: '中環皇后大道中1號' }];

/** The BFF's run-time settings, with `key` as the Maps key. */
function mockConfig(key: string) {
  server.use(
    bffAnswer('get', '/bff/config', {
      googleMapsApiKey: key,
      siteUrl: '',
      mobileSiteUrl: '',
      appStoreUrl: '',
      googlePlayUrl: '',
    }),
  );
}

/**
 * Google can never be reached here: every Maps script the page adds fails, as a browser without
 * network would report it. Returns the addresses the scripts asked for.
 */
function failMapsScripts() {
  const requested: string[] = [];
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof HTMLScriptElement)) continue;
        if (!node.src.startsWith('https://maps.googleapis.com/')) continue;
        requested.push(node.src);
        node.dispatchEvent(new Event('error'));
      }
    }
  });
  observer.observe(document.head, { childList: true });
  return { requested, stop: () => observer.disconnect() };
}

describe('MapView', () => {
  let scripts: ReturnType<typeof failMapsScripts>;
  let retryDelays: number[];

  beforeEach(() => {
    scripts = failMapsScripts();
    retryDelays = [];
    // The loader announces each retry with its delay on the console.
    vi.spyOn(console, 'error').mockImplementation((message: unknown) => {
      const delay = /retrying in (\d+) ms/.exec(String(message))?.[1];
      if (delay) retryDelays.push(Number(delay));
    });
  });
  afterEach(() => {
    scripts.stop();
    vi.restoreAllMocks();
  });

  it('shows the address with a maps-app link when there is no key', async () => {
    mockConfig('');
    render(<MapView markers={markers} />);
    const link = await screen.findByRole('link', { name: '在地圖應用程式中開啟' });
    expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=22.28,114.15',
    );
    expect(screen.getByText('中環皇后大道中1號')).toBeInTheDocument();
    expect(scripts.requested).toEqual([]);
  });

  it('retries a failed script on the portal schedule, then reports to onError and falls back', async () => {
    mockConfig('test-key');
    const onError = vi.fn();
    const onLoad = vi.fn();
    render(<MapView markers={markers} onLoad={onLoad} onError={onError} />);
    await screen.findByTestId('map-fallback', {}, { timeout: 10_000 });
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onLoad).not.toHaveBeenCalled();

    // One load and MAPS.retryCount retries, after attempt × 2^attempt ms each.
    expect(scripts.requested).toHaveLength(MAPS.retryCount + 1);
    expect(retryDelays).toEqual(
      Array.from({ length: MAPS.retryCount }, (_, i) => retryDelayMs(i + 1)),
    );
    for (const src of scripts.requested) {
      const url = new URL(src);
      expect(url.searchParams.get('key')).toBe('test-key');
      expect(url.searchParams.get('v')).toBe(MAPS.version);
      expect(url.searchParams.get('libraries')).toBe(MAPS.libraries.join(','));
      expect(url.searchParams.get('region')).toBe(MAPS.region);
      expect(url.searchParams.get('language')).toBe(MAPS.language);
    }
  });

  it('tries again for a map shown after an earlier one failed', async () => {
    mockConfig('test-key');
    const first = render(<MapView markers={markers} />);
    await screen.findByTestId('map-fallback', {}, { timeout: 10_000 });
    first.unmount();
    const before = scripts.requested.length;

    render(<MapView markers={markers} />);
    await screen.findByTestId('map-fallback', {}, { timeout: 10_000 });
    expect(scripts.requested.length - before).toBe(MAPS.retryCount + 1);
  });
});
