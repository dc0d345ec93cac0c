/**
 * Public reads are sent and cached as their call declares them: an undeclared query parameter or
 * body field is dropped before the micro-cache key is made and before the upstream is asked, so
 * made-up fields cannot multiply upstream calls. What the micro-cache cannot answer takes from a
 * per-address budget (429 with `Retry-After` past it).
 */
import { describe, expect, it } from 'vitest';
import { calls } from '@portal/shared';
import { useHarness } from '../helpers/build';

const NEWS_LIST = calls.getWebNewsList.path;
const SEARCH = calls.searchDoctor.path;
const LIST = { code: 200, msg: 'ok', data: { list: [{ title: '冬令進補' }], total: 1 } };

describe('undeclared fields of public reads', () => {
  const h = useHarness({ microCacheTtlMs: 60_000, publicReadBudgetBurst: 50 });

  it('300 reads differing only in an undeclared query parameter reach the upstream once', async () => {
    h.stub.routes.set(NEWS_LIST, () => ({ json: LIST }));
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        h.inject({ method: 'GET', url: `${NEWS_LIST}?pageNo=1&pageSize=10&x${i}=${i}&cb=${i}` }),
      ),
    );
    expect(answers.every((r) => r.statusCode === 200 && r.json().code === 200)).toBe(true);
    expect(h.stub.received.length).toBeLessThanOrEqual(2);
    // What was forwarded holds the declared parameters alone.
    expect(h.stub.received[0]!.url).toBe(`${NEWS_LIST}?pageNo=1&pageSize=10`);
  });

  it('an undeclared body field is neither forwarded nor part of the cache key', async () => {
    h.stub.routes.set(SEARCH, () => ({ json: LIST }));
    for (let i = 0; i < 30; i += 1) {
      const res = await h.inject({
        method: 'POST',
        url: SEARCH,
        payload: { pageno: 1, pagesize: 12, keyword: '針灸', [`junk${i}`]: 'x'.repeat(i) },
      });
      expect(res.json()).toMatchObject({ code: 200 });
    }
    expect(h.stub.received).toHaveLength(1);
    expect(JSON.parse(h.stub.received[0]!.body.toString('utf8'))).toEqual({
      pageno: 1,
      pagesize: 12,
      keyword: '針灸',
    });
  });
});

describe('per-address budget for public reads the cache cannot answer', () => {
  const h = useHarness({
    microCacheTtlMs: 60_000,
    publicReadBudgetBurst: 5,
    publicReadBudgetPerMin: 1,
  });

  it('answers 429 with Retry-After past it; cached answers and other addresses still served', async () => {
    h.stub.routes.set(NEWS_LIST, () => ({ json: LIST }));
    const read = (keyword: string, remoteAddress = '203.0.113.40') =>
      h.inject({
        method: 'GET',
        url: `${NEWS_LIST}?pageNo=1&keyword=${encodeURIComponent(keyword)}`,
        remoteAddress,
      });
    for (const k of ['a', 'b', 'c', 'd', 'e']) expect((await read(k)).statusCode).toBe(200);
    const refused = await read('f');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ code: 429, msg: expect.any(String) });
    expect(h.stub.received).toHaveLength(5);
    // An answer the cache holds costs nothing: still served.
    expect((await read('a')).statusCode).toBe(200);
    // Another address has its own budget.
    expect((await read('f', '198.51.100.41')).statusCode).toBe(200);
    expect(h.stub.received).toHaveLength(6);
  });
});
