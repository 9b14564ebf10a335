import { isIP } from 'node:net';

/** The POWERDNS_* settings' checks (settings.ts runs them); messages never echo the key. */

export const POWERDNS_DEFAULT_SERVER_ID = 'localhost';

/** 10/8, 172.16/12, 192.168/16, 127/8, ::1 and fc00::/7: addresses only a private network reaches. */
function isPrivateAddress(host: string) {
  const h = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (h === 'localhost' || h === '::1') return true;
  if (isIP(h) === 4) {
    const [a, b] = h.split('.').map(Number);
    return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  return isIP(h) === 6 && /^f[cd]/.test(h);
}

/**
 * POWERDNS_API_URL: PowerDNS's web server, https://, or http:// to this machine, a private address or a one-label
 * host name (a container's, like http://pdns:8081): PowerDNS serves its API without TLS, so plain HTTP may not
 * cross a public network with the key in it.
 */
export function parsePowerDnsApiUrl(raw: string) {
  const problem = (detail: string) =>
    new Error(`POWERDNS_API_URL is not usable: ${detail} Give PowerDNS's web server address, e.g. http://127.0.0.1:8081 (api=yes, webserver-port in pdns.conf).`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw problem('it is not a URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw problem('it must start with http:// or https://.');
  if (url.username || url.password) throw problem('it must not hold a user name or password (the key goes in POWERDNS_API_KEY).');
  if (url.search || url.hash) throw problem('it must not have a query or a fragment.');
  const local = isPrivateAddress(url.hostname) || !url.hostname.includes('.');
  if (url.protocol === 'http:' && !local) throw problem('plain http:// is allowed only to this machine, a private address or a one-label host name; use https:// (a TLS proxy in front of PowerDNS) across other networks.');
  return url.toString().replace(/\/+$/, '');
}

export function parsePowerDnsApiKey(raw: string) {
  if (/[\s\u0000-\u001f\u007f]/.test(raw)) throw new Error('POWERDNS_API_KEY must not hold spaces or control characters.');
  return raw;
}

export function parsePowerDnsServerId(raw: string) {
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(raw)) throw new Error('POWERDNS_SERVER_ID: use up to 64 letters, digits, dots, dashes or underscores (PowerDNS\'s own is localhost).');
  return raw;
}
