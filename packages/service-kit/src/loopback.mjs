// Plain JavaScript so the web's production server (apps/web/server.mjs, run untranspiled)
// imports the same rule as the Fastify services' config.
import { isIP } from 'node:net';

/** Whether a host name or address only ever reaches this machine (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host) {
  const value = String(host ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (value === 'localhost' || value.endsWith('.localhost')) return true;
  if (isIP(value) === 4) return value.startsWith('127.');
  if (isIP(value) !== 6) return false;
  // The URL parser writes an IPv6 address in its shortest form (`0:0::1` → `::1`, mapped IPv4
  // addresses as `::ffff:7f00:1`).
  const short = new URL(`http://[${value}]/`).hostname;
  return short === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(short);
}
