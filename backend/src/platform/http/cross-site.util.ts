import type { IncomingHttpHeaders } from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated writes, by the browser's own word on where a request
 * comes from (the approach of Go's http.CrossOriginProtection):
 * - `Sec-Fetch-Site` (every current browser sends it): anything but `same-origin` or `none`
 *   (typed into the address bar) is another site's page making the request;
 * - else `Origin` (older browsers): it must name this host;
 * - neither header: not a browser (curl, a server-side client), so not a forged browser request.
 * Reads are never refused: they change nothing. The session cookie is SameSite=Lax as well, and
 * the API reads only JSON bodies, which a cross-site HTML form cannot send.
 */
export function isCrossSiteWrite(method: string, headers: IncomingHttpHeaders): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  return isCrossSiteRequest(headers);
}

/**
 * Whether a browser says another site's page made this request, whatever its method: the same
 * Sec-Fetch-Site, then Origin, rule. The realtime handshake uses it (a WebSocket always carries
 * Origin), since a socket reads as well as writes.
 */
export function isCrossSiteRequest(headers: IncomingHttpHeaders): boolean {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== '') return site !== 'same-origin' && site !== 'none';
  const origin = headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host !== headers.host;
  } catch {
    return true;
  }
}
