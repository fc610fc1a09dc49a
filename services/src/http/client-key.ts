// Who a limit counts: one key per client address.
import { isIPv6 } from 'node:net';
import type { Context } from 'koa';

/**
 * The client a limit counts: its address as Koa reads it (with TRUST_PROXY, the address the
 * trusted proxies saw, see app.ts). IPv6 clients are counted per /64, the block one subscriber
 * usually holds, so that walking through one's own addresses does not reset the count.
 */
export function clientKey(ctx: Context): string {
  return addressKey(ctx.ip);
}

/**
 * One spelling per client: an IPv4 address as it is (also when written IPv4-mapped, as a
 * dual-stack socket or a proxy may give it), an IPv6 address as its /64 in lowercase without
 * leading zeros, so that `2001:DB8:0:1::5` and `2001:db8::1:0:0:0:7` are the same client.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().split('%')[0]!.toLowerCase();
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high, low] = [groups[6]!, groups[7]!];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) => {
    if (!part) return [];
    return part.split(':').flatMap((group) => {
      if (!group.includes('.')) return [parseInt(group, 16)];
      const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const [head = '', tail] = address.split('::');
  const left = parse(head);
  const right = parse(tail ?? '');
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<number>(missing).fill(0), ...right];
}
