import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from './json-compression.util';

/** The build's list of what each first screen loads after the entry (frontend/vite.config.ts, `firstChunks`). */
interface FirstChunks {
  signedOut: string[];
  signedIn: string[];
}

interface Variant {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Serves index.html for a client route. */
type IndexPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

function variant(html: string): Variant {
  const bytes = Buffer.from(html);
  return {
    html: bytes,
    br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/**
 * index.html in two forms, made once at start-up: to a browser that sends a session cookie, the
 * signed-in app's first chunks as module preloads and `koinonia-session` "present" (the app shows
 * the loader, not the landing page, while it checks the session); to one without, the landing
 * page's chunk and "absent". So the browser fetches a first screen's code beside the entry's
 * instead of after running it — a round trip less on a phone's network — and nobody signed in
 * sees the landing page flash first. The cookie is only a hint: the session check still decides.
 * Null when the build has no list of first chunks: index.html is then served as it is.
 */
export function indexPage(root: string, sessionCookie: string): IndexPage | null {
  const listFile = join(root, 'first-chunks.json');
  if (!existsSync(listFile)) return null;
  const chunks = JSON.parse(readFileSync(listFile, 'utf8')) as FirstChunks;
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const withHints = (files: string[], session: 'present' | 'absent') => {
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
    return variant(html.replace('</head>', `<meta name="koinonia-session" content="${session}">${links}</head>`));
  };
  const signedIn = withHints(chunks.signedIn, 'present');
  const signedOut = withHints(chunks.signedOut, 'absent');
  const cookie = new RegExp(`(?:^|;\\s*)${sessionCookie.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}=[^;]`);
  return (request, reply) => {
    const page = cookie.test(request.headers.cookie ?? '') ? signedIn : signedOut;
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Cookie');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding ? page[encoding] : page.html);
  };
}
