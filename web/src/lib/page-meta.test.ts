import { beforeEach, describe, expect, it } from 'vitest';
import { applyPageMeta, applyRouteMeta, MOBILE_ALTERNATE_MEDIA } from './page-meta';

const config = { siteUrl: 'https://www.example.hk/', mobileSiteUrl: 'https://m.example.hk' };

describe('page meta', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('sets title, keywords, description, canonical and mobile-alternate links', () => {
    applyPageMeta({ title: '登入', keywords: 'k1,k2', description: 'desc' }, '/login', config);
    expect(document.title).toBe('登入 | 香港中醫網');
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(
      'k1,k2',
    );
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'desc',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.example.hk/login',
    );
    const alt = document.head.querySelector('link[rel="alternate"]');
    expect(alt?.getAttribute('media')).toBe(MOBILE_ALTERNATE_MEDIA);
    expect(alt?.getAttribute('href')).toBe('https://m.example.hk/login');
  });

  it('updates the tags the BFF rendered instead of adding duplicates', () => {
    document.head.innerHTML =
      '<meta name="description" content="old"><link rel="canonical" href="x">';
    applyRouteMeta('/home/privacy', config);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.title).toBe('私隱政策 | 香港中醫網');
  });

  it('uses the route table, and the not-found meta for unknown paths', () => {
    applyRouteMeta('/no/such/page', config);
    expect(document.title).toBe('找不到頁面 | 香港中醫網');
  });
});
