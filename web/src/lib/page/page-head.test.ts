import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { MOBILE_ALTERNATE_MEDIA, getRoute, routeHead, type PageHead } from '@portal/shared';
import { bffConfigQuery } from '../http/bff-config';
import { applyHead, pageHead, type RouteHead } from './page-head';

const config = { siteUrl: 'https://www.example.hk/', mobileSiteUrl: 'https://m.example.hk' };

const head = (over: Partial<PageHead> = {}): PageHead => ({
  meta: { title: '登入', keywords: 'k1,k2', description: 'desc' },
  canonicalPath: '/login',
  jsonLd: [],
  noindex: false,
  ogType: 'website',
  ...over,
});

describe('applyHead', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('sets title, keywords, description, canonical, mobile alternate and hreflang links', () => {
    applyHead(head(), config);
    expect(document.title).toBe('登入 | 香港中醫網');
    const attr = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name);
    expect(attr('meta[name="keywords"]', 'content')).toBe('k1,k2');
    expect(attr('meta[name="description"]', 'content')).toBe('desc');
    expect(attr('link[rel="canonical"]', 'href')).toBe('https://www.example.hk/login');
    expect(attr('link[rel="alternate"][media]', 'media')).toBe(MOBILE_ALTERNATE_MEDIA);
    expect(attr('link[rel="alternate"][media]', 'href')).toBe('https://m.example.hk/login');
    expect(attr('link[hreflang="zh-Hant-HK"]', 'href')).toBe('https://www.example.hk/login');
    expect(attr('link[hreflang="zh-Hans"]', 'href')).toBe('https://www.example.hk/zh-cn/login');
    expect(attr('link[hreflang="en"]', 'href')).toBe('https://www.example.hk/en/login');
    expect(attr('link[hreflang="x-default"]', 'href')).toBe('https://www.example.hk/login');
    expect(document.head.querySelectorAll('link[hreflang]')).toHaveLength(4);
  });

  it('updates the tags the BFF served instead of adding more', () => {
    document.head.innerHTML =
      '<meta name="description" content="old"><link rel="canonical" href="x">' +
      '<script type="application/ld+json">{"@type":"Physician"}</script>';
    applyHead(head({ jsonLd: [{ '@type': 'NewsArticle' }] }), config);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    const ld = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect([...ld].map((el) => el.textContent)).toEqual(['{"@type":"NewsArticle"}']);
  });

  it('drops what the next page does not have: structured data, canonical, robots', () => {
    applyHead(head({ jsonLd: [{ '@type': 'JobPosting' }], noindex: true }), config);
    expect(document.head.querySelector('meta[name="robots"]')).not.toBeNull();
    applyHead(head({ canonicalPath: undefined }), config);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('link[hreflang]')).toBeNull();
  });
});

describe('pageHead', () => {
  const client = new QueryClient();
  client.setQueryData(bffConfigQuery.queryKey, { ...config, googleMapsApiKey: '' } as never);

  it("is the innermost page's own head, or its route table entry's", () => {
    const own: RouteHead = ({ route, params }) => ({
      ...routeHead(route, params),
      meta: { title: `own ${params.doctorId}`, keywords: '', description: '' },
    });
    const matches = [
      { params: {}, handle: undefined },
      { params: { doctorId: 'D1' }, handle: { routeId: 'doctorDetail', head: own } },
      { params: { doctorId: 'D1' }, handle: { routeId: 'doctorAsk' } },
    ];
    expect(pageHead(matches, client)).toEqual(routeHead(getRoute('doctorAsk'), { doctorId: 'D1' }));
    expect(pageHead(matches.slice(0, 2), client).meta.title).toBe('own D1');
  });

  it('is the not-found head when no page matched', () => {
    const notFound = pageHead([], client);
    expect(notFound.noindex).toBe(true);
    expect(notFound.canonicalPath).toBeUndefined();
    expect(notFound.meta.title).toBe('找不到頁面');
  });

  it("falls back to the route's head when a page's head throws", () => {
    const broken: RouteHead = () => {
      throw new Error('unforeseen');
    };
    const matches = [{ params: { newsId: 'N1' }, handle: { routeId: 'newsDetail', head: broken } }];
    expect(pageHead(matches, client)).toEqual(routeHead(getRoute('newsDetail'), { newsId: 'N1' }));
  });
});
