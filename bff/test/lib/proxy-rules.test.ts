/** The proxy's pure rules, unit level. */
import { describe, expect, it } from 'vitest';
import {
  parseApiUrl,
  parseFilesUrl,
  pinClientIdBody,
  pinClientIdQuery,
  upstreamRequestHeaders,
} from '../../src/lib/proxy-rules';

describe('parseApiUrl', () => {
  it('accepts plain /api/ paths and keeps the raw query', () => {
    expect(parseApiUrl('/api/news/getWebNewsList?pageNo=1&x=%20')).toEqual({
      path: '/api/news/getWebNewsList',
      query: 'pageNo=1&x=%20',
    });
  });
  it('refuses traversal, escapes, empty segments and look-alikes', () => {
    for (const url of [
      '/api/../x',
      '/api/%2e%2e/x',
      '/api/a%2Fb',
      '/api//a',
      '/api/a/',
      '/api',
      '/apix/a',
      'http://evil/api/a',
      '/api/a\\b',
      '/api/a/.b',
    ]) {
      expect(parseApiUrl(url)).toBeNull();
    }
  });
});

describe('parseFilesUrl', () => {
  it('accepts file names with dots but no dot segments', () => {
    expect(parseFilesUrl('/files/seed/a.b.png')?.path).toBe('/files/seed/a.b.png');
    expect(parseFilesUrl('/files/../a')).toBeNull();
    expect(parseFilesUrl('/files/.env')).toBeNull();
    expect(parseFilesUrl('/files/a%2F..')).toBeNull();
  });
});

describe('client ids', () => {
  it('pins or removes query fields', () => {
    expect(pinClientIdQuery('a=1&clientid=X&ClientId=Y', 'ME')).toBe('a=1&clientid=ME&ClientId=ME');
    expect(pinClientIdQuery('a=1&clientid=X', null)).toBe('a=1');
    expect(pinClientIdQuery('a=1', 'ME')).toBe('a=1');
  });
  it('pins or removes body fields at any depth', () => {
    const body = { clientId: 'X', a: [{ clientid: 'Y' }], b: { c: { clientID: 'Z' } } };
    expect(pinClientIdBody(body, 'ME')).toBe(true);
    expect(body).toEqual({ clientId: 'ME', a: [{ clientid: 'ME' }], b: { c: { clientID: 'ME' } } });
    const anon: Record<string, unknown> = { clientid: 'X', keep: 1 };
    pinClientIdBody(anon, null);
    expect(anon).toEqual({ keep: 1 });
  });
});

describe('upstreamRequestHeaders', () => {
  it('forwards an allow-list only', () => {
    expect(
      upstreamRequestHeaders(
        {
          accept: 'application/json',
          cookie: 'a=b',
          token: 't',
          sourcetype: 'X',
          connection: 'token, sourcetype',
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': '10',
          'x-forwarded-for': '1.2.3.4',
        },
        { streamBody: true },
      ),
    ).toEqual({
      accept: 'application/json',
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': '10',
    });
  });
});
