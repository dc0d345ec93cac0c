import { QueryClient, QueryObserver, hashKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiAnswer, pathOf, receivedRequests, server } from '@test-utils/msw';
import { areasQuery, catalogueQuery } from './catalogue-query';

describe('shared reads', () => {
  let client: QueryClient;

  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    client.clear();
  });

  it('keys a read by the call and its parameters, whatever order they are written in', () => {
    const a = catalogueQuery('getAreaByParentId', { query: { parentId: '0', langcode: 'B5' } });
    const b = catalogueQuery('getAreaByParentId', { query: { langcode: 'B5', parentId: '0' } });
    expect(a.queryKey).toEqual([
      'catalogue',
      'getAreaByParentId',
      { query: { parentId: '0', langcode: 'B5' } },
    ]);
    expect(hashKey(a.queryKey)).toBe(hashKey(b.queryKey));
    expect(areasQuery('0').queryKey).toEqual(a.queryKey);
  });

  it('takes its freshness from the call: areas and employment types stay fresh for a day', () => {
    const day = 24 * 60 * 60_000;
    expect(areasQuery().staleTime).toBe(day);
    expect(catalogueQuery('getEmploymentType').staleTime).toBe(day);
  });

  it('asks once for areas that several pages read, in Traditional Chinese, keeping usable ones', async () => {
    server.use(
      apiAnswer('get', '/api/area/getAreaByParentId', [
        { areaid: '1', areaname: '香港島' },
        { areaid: '', areaname: '無編號' },
        { areaid: '2', areaname: '' },
      ]),
    );
    const requests = receivedRequests();
    const first = new QueryObserver(client, areasQuery());
    const second = new QueryObserver(client, areasQuery('0'));
    const seen = await Promise.all([first.refetch(), second.refetch()]);
    expect(seen.map((r) => r.data)).toEqual([
      [{ areaid: '1', areaname: '香港島' }],
      [{ areaid: '1', areaname: '香港島' }],
    ]);
    expect(requests.map(pathOf)).toEqual(['/api/area/getAreaByParentId?parentId=0&langcode=B5']);
  });
});
