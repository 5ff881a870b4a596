import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The eight 16-bit groups of a valid IPv6 address (zone id dropped). */
function ipv6Groups(address: string): number[] {
  const bare = address.split('%')[0] ?? '';
  const halves = bare.split('::');
  const groupsOf = (text: string | undefined): number[] => {
    if (!text) return [];
    const groups: number[] = [];
    for (const piece of text.split(':')) {
      if (piece.includes('.')) {
        const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
        groups.push((a << 8) | b, (c << 8) | d);
      } else {
        groups.push(Number.parseInt(piece, 16));
      }
    }
    return groups;
  };
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  const zeros = halves.length === 2 ? 8 - head.length - tail.length : 0;
  return [...head, ...Array.from({ length: zeros }, () => 0), ...tail];
}

/**
 * The key per-address rate limits count a client under. `request.ip` is Fastify's reading of
 * the connection and X-Forwarded-For with `trustProxy` (TRUST_PROXY): forwarding headers count
 * only when the connection comes from a trusted proxy, and then only the nearest address the
 * proxies did not add. On top of that:
 * - an IPv6 client counts by its /64, the block one subscriber gets (one address each
 *   request would be a fresh key otherwise); an IPv4-mapped address is its IPv4 address;
 * - a forwarded "address" that is not an IP address (a trusted proxy passing a client's
 *   header on) counts as the proxy that sent it, never as the text, which anyone can vary.
 */
export function clientKey(request: Pick<FastifyRequest, 'ip' | 'socket'>): string {
  const ip = request.ip;
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip)) {
    const groups = ipv6Groups(ip);
    if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
      const [high = 0, low = 0] = groups.slice(6);
      return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
    }
    return `${groups
      .slice(0, 4)
      .map((group) => group.toString(16))
      .join(':')}::/64`;
  }
  return `proxy:${request.socket?.remoteAddress ?? 'unknown'}`;
}
