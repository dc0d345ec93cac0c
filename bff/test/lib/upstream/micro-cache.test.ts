import { describe, expect, it } from 'vitest';
import {
  cacheKey,
  MemoryCache,
  MicroCache,
  type CacheEntry,
  type CacheResult,
  type CacheBackend,
} from '../../../src/lib/upstream/micro-cache';
import type { UpstreamJson } from '../../../src/lib/upstream/types';
import { calls } from '@portal/shared';

function answer(data: unknown, code = 200): UpstreamJson {
  const envelope = { code, msg: 'ok', data };
  return { statusCode: 200, headers: {}, raw: Buffer.from(JSON.stringify(envelope)), envelope };
}

function setup(maxEntries = 10) {
  let now = 0;
  const results: CacheResult[] = [];
  const backend = new MemoryCache(maxEntries);
  const cache = new MicroCache({
    ttlMs: 100,
    staleMs: 100,
    backend,
    now: () => now,
    onResult: (r) => results.push(r),
  });
  return { cache, backend, results, advance: (ms: number) => (now += ms) };
}

describe('MemoryCache', () => {
  it('is a bounded LRU: the least recently used entry goes first', () => {
    const backend = new MemoryCache(2);
    const entry = { statusCode: 200, raw: Buffer.from('{}'), etag: '"x"', storedAt: 0 };
    backend.set('a', entry);
    backend.set('b', entry);
    backend.get('a');
    backend.set('c', entry);
    expect(backend.size).toBe(2);
    expect(backend.get('b')).toBeUndefined();
    expect(backend.get('a')).toBeDefined();
    expect(backend.get('c')).toBeDefined();
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
    const { cache, backend } = setup();
    await cache.fetch('bad', async () => answer(null, 500));
    await expect(
      cache.fetch('err', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(backend.size).toBe(0);
  });
});

/** A backend shared by several caches, with Redis's lease semantics (SET NX PX), on a fake clock. */
function sharedBackend(clock: () => number) {
  const entries = new Map<string, CacheEntry>();
  const leases = new Map<string, number>();
  const backend: CacheBackend = {
    get size() {
      return entries.size;
    },
    get: async (key) => entries.get(key),
    set: async (key, entry) => {
      entries.set(key, entry);
    },
    lease: async (key, ms) => {
      const until = leases.get(key);
      if (until !== undefined && until > clock()) return false;
      leases.set(key, clock() + ms);
      return true;
    },
    release: async (key) => {
      leases.delete(key);
    },
  };
  return backend;
}

describe('MicroCache on a shared backend (replicas)', () => {
  function replicas() {
    let now = 1000;
    const clock = () => now;
    const backend = sharedBackend(clock);
    const make = () => new MicroCache({ ttlMs: 100, staleMs: 100, backend, now: clock });
    return { a: make(), b: make(), advance: (ms: number) => (now += ms) };
  }

  it('a cold key asked on two replicas at once is loaded once', async () => {
    const { a, b } = replicas();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 30));
      return answer('fresh');
    };
    const all = await Promise.all([a, b, a, b].map((cache) => cache.fetch('k', load)));
    expect(loads).toBe(1);
    expect(all.map((r) => r.envelope.data)).toEqual(['fresh', 'fresh', 'fresh', 'fresh']);
  });

  it('a stale key is refreshed by one replica only, both serving the stale answer meanwhile', async () => {
    const { a, b, advance } = replicas();
    let loads = 0;
    const load = async () => answer(++loads);
    await a.fetch('k', load);
    advance(150);
    expect((await a.fetch('k', load)).envelope.data).toBe(1);
    expect((await b.fetch('k', load)).envelope.data).toBe(1);
    await new Promise((r) => setTimeout(r, 10));
    expect(loads).toBe(2);
    expect((await b.fetch('k', load)).envelope.data).toBe(2);
  });

  it('a failed load gives the lease back: the other replica loads without waiting', async () => {
    const { a, b } = replicas();
    await expect(
      a.fetch('k', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    const started = Date.now();
    expect((await b.fetch('k', async () => answer('ok'))).envelope.data).toBe('ok');
    expect(Date.now() - started).toBeLessThan(50);
  });

  it('waits at most a TTL for a holder that never answers, then loads itself', async () => {
    const { a, b, advance } = replicas();
    void a.fetch('k', () => new Promise<never>(() => undefined));
    const ticking = setInterval(() => advance(20), 5);
    try {
      expect((await b.fetch('k', async () => answer('mine'))).envelope.data).toBe('mine');
    } finally {
      clearInterval(ticking);
    }
  });
});

describe('cacheKey', () => {
  it('is the same for the same question, however its parameters and body keys are ordered', () => {
    const path = calls.getWebNewsList.path;
    expect(cacheKey('GET', path, 'pageSize=10&pageNo=1', null)).toBe(
      cacheKey('GET', path, 'pageNo=1&pageSize=10', null),
    );
    const search = calls.searchDoctor.path;
    expect(cacheKey('POST', search, '', '{"keyword":"失眠","pageno":1}')).toBe(
      cacheKey('POST', search, '', '{"pageno":1,"keyword":"失眠"}'),
    );
  });

  it('tells apart what asks something else: values, method, path, body', () => {
    const path = calls.getWebNewsList.path;
    const keys = new Set([
      cacheKey('GET', path, 'pageNo=1', null),
      cacheKey('GET', path, 'pageNo=2', null),
      cacheKey('POST', path, 'pageNo=1', null),
      cacheKey('GET', calls.getHotNewsList.path, 'pageNo=1', null),
      cacheKey('POST', path, 'pageNo=1', '{"a":1}'),
      cacheKey('POST', path, 'pageNo=1', '{"a":2}'),
      cacheKey('POST', path, 'pageNo=1', 'not json'),
    ]);
    expect(keys.size).toBe(7);
    // A body never appears in the key as text (a digest stands for it).
    expect(cacheKey('POST', path, '', '{"keyword":"secret words"}')).not.toContain('secret');
  });
});
