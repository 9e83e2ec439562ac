import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Below this a JSON body goes out as it is: compressing it saves less than it costs. */
export const COMPRESS_JSON_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';

const compress: Record<Encoding, (body: string | Buffer) => Promise<Buffer>> = {
  // Quality 4: most of brotli's gain at about gzip's cost per request (11, the default, is for build time).
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/**
 * Compresses the API's JSON answers of `COMPRESS_JSON_FROM_BYTES` or more, in brotli or gzip as
 * the client accepts (brotli first), off the event loop. Files (the front end's, served
 * precompressed) are streams and pass untouched, as does anything already encoded.
 */
export function useJsonCompression(instance: FastifyInstance): void {
  instance.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!isJson(reply) || reply.hasHeader('content-encoding')) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_JSON_FROM_BYTES) return payload;
    addVary(reply);
    if (/\bno-transform\b/.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = await compress[encoding](payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}

function isJson(reply: FastifyReply): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(String(reply.getHeader('content-type') ?? ''));
}

function addVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Brotli if the client takes it, else gzip, else none; `q=0` refuses, `*` stands for either. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((encoding) => weight(encoding) > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best ?? null;
}
