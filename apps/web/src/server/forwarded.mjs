/**
 * Who the client is, as the web tells the BFF (server.mjs, before Next.js sees the request).
 *
 * The BFF limits sign-ups, logins and posts per client address, and takes that address from
 * `X-Forwarded-For` because the web is the proxy in front of it. Next.js passes a request's
 * headers on to the BFF as they came (and only adds `X-Forwarded-For` when there is none), so
 * a client that sent its own `X-Forwarded-For` chose the address the BFF counted. Here the
 * headers that name a client, a host or a scheme are dropped and made again from the socket:
 * the client address is the socket's peer, unless that peer is a proxy listed in
 * `WEB_TRUST_PROXY`, whose `X-Forwarded-For` is then read right to left up to the first address
 * that is not a trusted proxy (the rule of Express' and Fastify's `trust proxy`).
 */
import { BlockList, isIP } from 'node:net';

/** Request headers through which a client or a proxy names the client, host or scheme. */
export const FORWARDING_HEADERS = Object.freeze([
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-protocol',
  'x-forwarded-ssl',
  'x-forwarded-scheme',
  'x-forwarded',
  'forwarded-for',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-original-forwarded-for',
]);

/** Named ranges, as proxy-addr (the BFF's TRUST_PROXY) spells them. */
const NAMED_RANGES = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** `::ffff:127.0.0.1` → `127.0.0.1`; anything that is not an address → null. */
export function normaliseAddress(value) {
  if (typeof value !== 'string') return null;
  let address = value.trim();
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) address = mapped[1];
  return isIP(address) ? address.toLowerCase() : null;
}

/**
 * The trusted proxies of `WEB_TRUST_PROXY`: a comma-separated list of addresses, CIDR ranges
 * and the names `loopback`, `linklocal`, `uniquelocal`. Empty or unset: none (the default: the
 * web is the first hop and believes no forwarding header). Throws naming the bad entry.
 * @param {string | undefined} value
 * @returns {(address: string) => boolean}
 */
export function trustedProxies(value) {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    for (const range of NAMED_RANGES[entry.toLowerCase()] ?? [entry]) {
      const [base = '', bits, ...rest] = range.split('/');
      const address = normaliseAddress(base);
      const family = address && isIP(address) === 6 ? 'ipv6' : 'ipv4';
      const max = family === 'ipv6' ? 128 : 32;
      const prefix = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : -1;
      if (!address || rest.length > 0 || prefix < 0 || prefix > max) {
        throw new Error(
          `WEB_TRUST_PROXY: "${entry}" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal`,
        );
      }
      list.addSubnet(address, prefix, family);
    }
  }
  return (address) => {
    const normal = normaliseAddress(address);
    if (!normal) return false;
    return list.check(normal, isIP(normal) === 6 ? 'ipv6' : 'ipv4');
  };
}

/** The comma-separated values of a header that may have come more than once. */
function listOf(value) {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The client's address: the socket's peer, or, when the peer is a trusted proxy, the right-most
 * address of its `X-Forwarded-For` that is not itself a trusted proxy. A malformed entry stops
 * the walk at the last address known to be good.
 */
export function clientAddress(headers, remoteAddress, isTrusted) {
  let client = normaliseAddress(remoteAddress) ?? '0.0.0.0';
  if (!isTrusted(client)) return client;
  const chain = listOf(headers['x-forwarded-for']);
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const hop = normaliseAddress(chain[index]);
    if (!hop) break;
    client = hop;
    if (!isTrusted(hop)) break;
  }
  return client;
}

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/**
 * Rewrites `headers` (a Node request's, in place) so that they name the client as this
 * server knows it: `X-Forwarded-For` is the one client address, `X-Forwarded-Proto` the
 * scheme; every other forwarding header is dropped. A trusted proxy's `X-Forwarded-Proto` and
 * `X-Forwarded-Host` (its first value, when well-formed) are kept.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {{ remoteAddress?: string, encrypted?: boolean }} socket
 * @param {(address: string) => boolean} isTrusted
 * @returns {string} the client address
 */
export function rewriteForwardingHeaders(headers, socket, isTrusted) {
  const fromTrustedProxy = isTrusted(normaliseAddress(socket.remoteAddress) ?? '');
  const client = clientAddress(headers, socket.remoteAddress, isTrusted);
  const [proto] = fromTrustedProxy ? listOf(headers['x-forwarded-proto']) : [];
  const [host] = fromTrustedProxy ? listOf(headers['x-forwarded-host']) : [];
  for (const name of FORWARDING_HEADERS) delete headers[name];
  headers['x-forwarded-for'] = client;
  headers['x-forwarded-proto'] =
    proto === 'https' || proto === 'http' ? proto : socket.encrypted ? 'https' : 'http';
  if (host && HOST.test(host)) headers['x-forwarded-host'] = host;
  return client;
}
