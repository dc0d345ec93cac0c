import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_PATH_HEADER } from '@portal/shared';
import { http, HttpResponse, envelopeBody, server } from '@test-utils/msw';
import { request, setPageBeingLoaded } from './http';

describe('the page a call is for', () => {
  afterEach(() => {
    setPageBeingLoaded(null);
  });

  async function pageHeaderOfACall(): Promise<string | null> {
    let header: string | null = null;
    server.use(
      http.get('/api/news/getWebNewsList', ({ request }) => {
        header = request.headers.get(PAGE_PATH_HEADER);
        return HttpResponse.json(envelopeBody(200, 'ok', null));
      }),
    );
    await request('/api/news/getWebNewsList');
    return header;
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
