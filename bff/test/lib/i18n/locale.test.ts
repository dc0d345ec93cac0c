/**
 * The reader's locale of a request: a page by its own address's prefix, a call of the SPA by the
 * page it names (the page path header, else its Referer), the Traditional copy by default.
 */
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PAGE_PATH_HEADER } from '@portal/shared';
import { DEFAULT_LOCALE, localeOfPath, localeOfRequest } from '../../../src/lib/i18n/locale';

function request(url: string, headers: Record<string, string> = {}): FastifyRequest {
  return { url, headers } as unknown as FastifyRequest;
}

describe('localeOfPath', () => {
  it('takes the copy from the prefix, whole segments only', () => {
    expect(localeOfPath('/')).toBe('zh-Hant-HK');
    expect(localeOfPath('/doctor/list')).toBe('zh-Hant-HK');
    expect(localeOfPath('/zh-cn')).toBe('zh-Hans');
    expect(localeOfPath('/zh-cn/doctor/D1')).toBe('zh-Hans');
    expect(localeOfPath('/en/')).toBe('en');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/enx')).toBe('zh-Hant-HK');
    expect(localeOfPath('/news/en/x')).toBe('zh-Hant-HK');
  });
});

describe('localeOfRequest', () => {
  it('a page: its own address', () => {
    expect(localeOfRequest(request('/en/doctor/list?page=2'))).toBe('en');
    expect(localeOfRequest(request('/zh-cn/'))).toBe('zh-Hans');
    expect(localeOfRequest(request('/clinic/list'))).toBe('zh-Hant-HK');
  });

  it('a call of the SPA: the page it names in the page path header', () => {
    expect(localeOfRequest(request('/api/doctor/list', { [PAGE_PATH_HEADER]: '/en/doctor' }))).toBe(
      'en',
    );
    expect(localeOfRequest(request('/bff/saved', { [PAGE_PATH_HEADER]: '/zh-cn/user' }))).toBe(
      'zh-Hans',
    );
    // The header names the page being loaded; a Referer naming another page is not asked.
    const both = { [PAGE_PATH_HEADER]: '/user', referer: 'https://www.example.hk/en/user' };
    expect(localeOfRequest(request('/bff/saved', both))).toBe('zh-Hant-HK');
    // As the SPA sends it: encodeURI of the path.
    const encoded = { [PAGE_PATH_HEADER]: encodeURI('/en/news/list?keyword=針灸') };
    expect(localeOfRequest(request('/api/news/list', encoded))).toBe('en');
  });

  it('a call without the header: its Referer, else the Traditional copy', () => {
    expect(
      localeOfRequest(request('/api/x', { referer: 'https://www.example.hk/en/doctor/D1' })),
    ).toBe('en');
    expect(localeOfRequest(request('/bff/push/subscription'))).toBe(DEFAULT_LOCALE);
    expect(localeOfRequest(request('/api/x', { referer: 'not a url' }))).toBe('zh-Hant-HK');
    expect(DEFAULT_LOCALE).toBe('zh-Hant-HK');
  });
});
