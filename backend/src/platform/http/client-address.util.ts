import { isIPv4, isIPv6 } from 'node:net';

/** What a request knows of where it came from (Fastify's `request.ip`, after `trustProxy`). */
export interface HasClientIp {
  ip?: string;
}

/** An IPv6 address as its eight groups, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  // A zone (`fe80::1%eth0`) names the interface, not another host.
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  if (!isIPv6(text)) return null;
  // A trailing dotted IPv4 part (`::ffff:192.0.2.1`) is the last two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  if (tail === null) return front;
  const back = parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The key a client's attempts are counted under, and the "source" a lockout holds against: an
 * IPv4 address as it is; an IPv6 address by its /64, the block one subscriber (one home, one
 * server) is given, so the 2^64 addresses of that block are one client and not 2^64; an
 * IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, as a dual-stack socket reports IPv4) as IPv4.
 * Anything else (no address) is kept as it came, so it still gets a key of its own.
 */
export function addressBucket(ip: string): string {
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip.slice(0, 64);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The request's client address, bucketed as `addressBucket` says: the key of every per-client rate limit. */
export function clientAddress(request: HasClientIp): string {
  return addressBucket(request.ip ?? '');
}
