import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_PATH_HEADER } from '@portal/shared';
import { request, setPageBeingLoaded } from './http';

describe('the page a call is for', () => {
  afterEach(() => {
    setPageBeingLoaded(null);
    vi.unstubAllGlobals();
  });

  async function pageHeaderOfACall(): Promise<string | null> {
    const fetchMock = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify({ code: 200, msg: 'ok', data: null })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await request('/api/news/getWebNewsList');
    return new Headers(fetchMock.mock.calls[0]![1]!.headers).get(PAGE_PATH_HEADER);
  }

  it('is the page shown, or the page a navigation is loading', async () => {
    window.history.replaceState(null, '', '/user/userInfo');
    expect(await pageHeaderOfACall()).toBe('/user/userInfo');
    // On the way from a personal page to the home page, the home page's data is for the home page.
    setPageBeingLoaded('/');
    expect(await pageHeaderOfACall()).toBe('/');
    setPageBeingLoaded(null);
    expect(await pageHeaderOfACall()).toBe('/user/userInfo');
  });
});
