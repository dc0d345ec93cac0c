/**
 * Every per-address limit and budget counts an IPv6 client by its network (IPV6_PREFIX_BITS, a
 * /64 by default): a client rotating the last 64 bits of its address gets no fresh counters, and
 * the upstream is told the same network for its own per-address locks. Other networks, and IPv4
 * clients, go on as before.
 */
import { describe, expect, it } from 'vitest';
import { calls, CLIENT_ADDRESS_HEADER } from '@portal/shared';
import { addressKey } from '../../src/lib/limits/address-key';
import { useHarness } from '../helpers/build';
import { headerValues } from '../helpers/stub-upstream';

/** Addresses in 2001:db8:a:b::/64, each with other last 64 bits. */
function rotating(i: number, prefix = '2001:db8:a:b'): string {
  const group = (n: number) => (n & 0xffff).toString(16);
  return `${prefix}:${group(i * 7919 + 1)}:${group(i * 104729)}:${group(i)}:${group(0xffff - i)}`;
}

describe('addressKey', () => {
  it('keeps IPv4 as it is and keys IPv6 by its prefix', () => {
    expect(addressKey('203.0.113.7', 64)).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7', 64)).toBe('203.0.113.7');
    expect(addressKey('2001:db8:a:b:1:2:3:4', 64)).toBe('2001:db8:a:b:0:0:0:0/64');
    expect(addressKey('2001:db8:a:b::9', 64)).toBe('2001:db8:a:b:0:0:0:0/64');
    expect(addressKey('2001:db8:a:b:ffff::1', 56)).toBe('2001:db8:a:0:0:0:0:0/56');
    expect(addressKey('2001:db8:a:bcde::1', 56)).toBe('2001:db8:a:bc00:0:0:0:0/56');
    expect(addressKey('2001:db8::1', 128)).toBe('2001:db8:0:0:0:0:0:1/128');
    expect(addressKey('fe80::1%eth0', 64)).toBe('fe80:0:0:0:0:0:0:0/64');
  });
});

describe('with the default /64', () => {
  const h = useHarness({
    rateLimitMax: 10,
    pageviewRateLimitMax: 5,
    lookupBudgetBurst: 3,
    lookupBudgetPerMin: 1,
    publicReadBudgetBurst: 5,
    publicReadBudgetPerMin: 1,
    // The public-read budget is spent by reads the micro-cache cannot answer.
    microCacheTtlMs: 60_000,
    upstreamClientKey: 'k'.repeat(40),
  });

  it('25 logins from rotating addresses of one /64 meet the limit of 10', async () => {
    h.stub.routes.set(calls.login.path, () => ({ json: { code: 400, msg: '密碼錯誤' } }));
    const codes: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await h.inject({
        method: 'POST',
        url: calls.login.path,
        remoteAddress: rotating(i),
        payload: { phone: '91234567', password: `guess${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
    // The upstream was told the network, for its own per-address lock.
    const named = h.stub.received.map((r) => headerValues(r, CLIENT_ADDRESS_HEADER)[0]);
    expect(new Set(named)).toEqual(new Set(['2001:db8:a:b:0:0:0:0/64']));
    // Another /64 has its own count.
    const other = await h.inject({
      method: 'POST',
      url: calls.login.path,
      remoteAddress: rotating(0, '2001:db8:a:c'),
      payload: { phone: '91234567', password: 'x' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('codes, look-ups, public reads and beacons count the /64 too', async () => {
    h.stub.fallback = () => ({ json: { code: 200, msg: 'ok', data: { list: [], total: 0 } } });
    const statuses = async (n: number, send: (ip: string, i: number) => Promise<number>) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push(await send(rotating(100 + i, '2001:db8:f:1'), i));
      return out;
    };
    const codes = await statuses(12, async (remoteAddress) => {
      const res = await h.inject({
        method: 'POST',
        url: `${calls.getVCode.path}?phoneNumber=91234567&codeType=register`,
        remoteAddress,
      });
      return res.statusCode;
    });
    expect(codes.filter((c) => c === 429)).toHaveLength(2);

    const lookups = await statuses(5, async (remoteAddress) => {
      const res = await h.inject({
        method: 'GET',
        url: '/bff/availability?doctorIds=D1',
        remoteAddress: remoteAddress.replace('2001:db8:f:1', '2001:db8:f:2'),
      });
      return res.statusCode;
    });
    expect(lookups).toEqual([200, 200, 200, 429, 429]);

    const reads = await statuses(7, async (remoteAddress, i) => {
      const res = await h.inject({
        method: 'GET',
        url: `${calls.getWebNewsList.path}?pageNo=1&keyword=k${i}`,
        remoteAddress: remoteAddress.replace('2001:db8:f:1', '2001:db8:f:3'),
      });
      return res.statusCode;
    });
    expect(reads).toEqual([200, 200, 200, 200, 200, 429, 429]);

    const beacons = await statuses(7, async (remoteAddress) => {
      const res = await h.inject({
        method: 'POST',
        url: '/bff/pageview',
        remoteAddress: remoteAddress.replace('2001:db8:f:1', '2001:db8:f:4'),
        payload: { path: '/' },
      });
      return res.statusCode;
    });
    expect(beacons.filter((c) => c === 429)).toHaveLength(2);
  });
});

describe('with a configured prefix', () => {
  const h = useHarness({ rateLimitMax: 3, ipv6PrefixBits: 48 });

  it('counts a whole /48 as one client', async () => {
    h.stub.routes.set(calls.login.path, () => ({ json: { code: 400, msg: '密碼錯誤' } }));
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await h.inject({
        method: 'POST',
        url: calls.login.path,
        // Other /64s of one /48.
        remoteAddress: rotating(i, `2001:db8:7:${i + 1}`),
        payload: { phone: '91234567', password: `guess${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });
});
