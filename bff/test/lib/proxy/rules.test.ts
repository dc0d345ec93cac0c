/** The proxy's pure rules, unit level. */
import { describe, expect, it } from 'vitest';
import {
  parseApiUrl,
  parseFilesUrl,
  pinClientIdBody,
  pinClientIdQuery,
  refusedPathLabel,
  setClientIdBody,
  upstreamRequestHeaders,
} from '../../../src/lib/proxy/rules';

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

describe('declared client-id parameters', () => {
  it('adds them to the query with a session, drops them (any case) without one', () => {
    expect(pinClientIdQuery('pageNo=1', 'C1', ['clientId'])).toBe('pageNo=1&clientId=C1');
    expect(pinClientIdQuery('', 'C1', ['clientID'])).toBe('clientID=C1');
    expect(pinClientIdQuery('uid=X&UID=Y&a=1', 'C1', ['uid'])).toBe('a=1&uid=C1');
    expect(pinClientIdQuery('newsid=1&clientid=X', null, ['clientid'])).toBe('newsid=1');
    expect(pinClientIdQuery('newsid=1', null, ['clientid'])).toBe('newsid=1');
  });

  it('sets them at the top of a JSON body, making one when none was sent', () => {
    expect(setClientIdBody({ jobId: 'J1', UID: 'x' }, 'C1', ['clientId', 'uid'])).toEqual({
      jobId: 'J1',
      clientId: 'C1',
      uid: 'C1',
    });
    expect(setClientIdBody(undefined, 'C1', ['clientid'])).toEqual({ clientid: 'C1' });
    expect(setClientIdBody(undefined, null, ['clientid'])).toBeUndefined();
    expect(
      setClientIdBody({ jobId: 'J1', uid: 'x', clientId: 'y' }, null, ['clientId', 'uid']),
    ).toEqual({
      jobId: 'J1',
    });
  });

  it('labels a refused path by its catalogue prefix or as other', () => {
    expect(refusedPathLabel('/api/user/notACall')).toBe('/api/user');
    expect(refusedPathLabel('/api/USER/x')).toBe('/api/user');
    expect(refusedPathLabel('/api/anything-else/x')).toBe('other');
    expect(refusedPathLabel('/api/zz')).toBe('other');
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
