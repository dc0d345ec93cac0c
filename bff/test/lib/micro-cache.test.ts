import { describe, expect, it } from 'vitest';
import { MemoryStore, MicroCache, type CacheResult } from '../../src/lib/micro-cache';
import type { UpstreamJson } from '../../src/plugins/app/upstream';

function answer(data: unknown, code = 200): UpstreamJson {
  const envelope = { code, msg: 'ok', data };
  return { statusCode: 200, headers: {}, raw: Buffer.from(JSON.stringify(envelope)), envelope };
}

function setup(maxEntries = 10) {
  let now = 0;
  const results: CacheResult[] = [];
  const store = new MemoryStore(maxEntries);
  const cache = new MicroCache({
    ttlMs: 100,
    staleMs: 100,
    store,
    now: () => now,
    onResult: (r) => results.push(r),
  });
  return { cache, store, results, advance: (ms: number) => (now += ms) };
}

describe('MemoryStore', () => {
  it('is a bounded LRU: the least recently used entry goes first', () => {
    const store = new MemoryStore(2);
    const entry = { statusCode: 200, raw: Buffer.from('{}'), etag: '"x"', storedAt: 0 };
    store.set('a', entry);
    store.set('b', entry);
    store.get('a');
    store.set('c', entry);
    expect(store.size).toBe(2);
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBeDefined();
    expect(store.get('c')).toBeDefined();
  });
});

describe('MicroCache', () => {
  it('shares one load among concurrent misses, then hits', async () => {
    const { cache, results } = setup();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 10));
      return answer(loads);
    };
    const all = await Promise.all([1, 2, 3, 4].map(() => cache.fetch('k', load)));
    expect(loads).toBe(1);
    expect(new Set(all.map((a) => a.etag)).size).toBe(1);
    await cache.fetch('k', load);
    expect(results).toEqual(['miss', 'shared', 'shared', 'shared', 'hit']);
  });

  it('serves stale within the window while one refresh runs, then misses', async () => {
    const { cache, advance, results } = setup();
    let loads = 0;
    const load = async () => answer(++loads);
    await cache.fetch('k', load);
    advance(150);
    const stale = await cache.fetch('k', load);
    expect(stale.envelope.data).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(loads).toBe(2);
    expect((await cache.fetch('k', load)).envelope.data).toBe(2);
    advance(250);
    expect((await cache.fetch('k', load)).envelope.data).toBe(3);
    expect(results).toEqual(['miss', 'stale', 'hit', 'miss']);
  });

  it('keeps only code-200 answers, and failures are not cached', async () => {
    const { cache, store } = setup();
    await cache.fetch('bad', async () => answer(null, 500));
    await expect(
      cache.fetch('err', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(store.size).toBe(0);
  });
});
