import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { render } from '@test-utils/render';
import { MapView } from './map-view';
import { mapsScriptUrl } from './google-maps-script';

const markers = [{ lat: 22.28, lng: 114.15, title: '仁心中醫診所', address: '中環皇后大道中1號' }];

function mockConfig(key: string) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(
      JSON.stringify({
        code: 200,
        msg: 'ok',
        data: {
          googleMapsApiKey: key,
          siteUrl: '',
          mobileSiteUrl: '',
          appStoreUrl: '',
          googlePlayUrl: '',
        },
      }),
    ),
  );
}

describe('MapView', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the address with a maps-app link when there is no key', async () => {
    mockConfig('');
    const loadScript = vi.fn();
    render(<MapView markers={markers} loadScript={loadScript} />);
    const link = await screen.findByRole('link', { name: '在地圖應用程式中開啟' });
    expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=22.28,114.15',
    );
    expect(screen.getByText('中環皇后大道中1號')).toBeInTheDocument();
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('retries a failed load, then reports to onError and falls back', async () => {
    mockConfig('test-key');
    const loadScript = vi.fn(() => Promise.reject(new Error('blocked')));
    const onError = vi.fn();
    const waits: number[] = [];
    const retry = {
      wait: (ms: number) => {
        waits.push(ms);
        return Promise.resolve();
      },
    };
    render(<MapView markers={markers} loadScript={loadScript} onError={onError} retry={retry} />);
    await screen.findByTestId('map-fallback');
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(loadScript).toHaveBeenCalledTimes(4);
    expect(loadScript).toHaveBeenCalledWith('test-key');
    expect(waits).toEqual([2, 8, 24]);
  });

  it('builds the script URL with the portal settings', () => {
    const url = new URL(mapsScriptUrl('abc'));
    expect(url.searchParams.get('key')).toBe('abc');
    expect(url.searchParams.get('v')).toBe('weekly');
    expect(url.searchParams.get('libraries')).toBe('places');
    expect(url.searchParams.get('region')).toBe('CN');
    expect(url.searchParams.get('language')).toBe('zh-HK');
  });
});
