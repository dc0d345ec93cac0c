/**
 * The key every per-address limit and budget counts a client under. An IPv4 address is itself;
 * an IPv6 address is its network prefix (IPV6_PREFIX_BITS, a /64 by default), since one home or
 * phone is given a whole /64 and may use any address in it: counted apart, each address would be
 * a fresh client. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) counts as the IPv4 one.
 */
import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (with `::` and a dotted IPv4 tail expanded). */
function groups(ip: string): number[] {
  let text = ip.split('%')[0]!;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => parseInt(g, 16));
}

/** The key for `ip`: an IPv4 address as it is, an IPv6 address as `<prefix>/<bits>`. */
export function addressKey(ip: string, v6PrefixBits: number): string {
  if (!isIPv6(ip)) return ip;
  const g = groups(ip);
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 address.
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    return `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`;
  }
  const kept = g.map((x, i) => {
    const bits = Math.min(16, Math.max(0, v6PrefixBits - i * 16));
    return bits === 0 ? 0 : x & ((0xffff << (16 - bits)) & 0xffff);
  });
  return `${kept.map((x) => x.toString(16)).join(':')}/${v6PrefixBits}`;
}
