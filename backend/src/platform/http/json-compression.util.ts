import { createHash } from 'node:crypto';
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

/** Answers this large are kept compressed: hashing one costs a fraction of compressing it again. */
export const KEEP_COMPRESSED_FROM_BYTES = 64 * 1024;
const KEPT_BYTES = 32 * 1024 * 1024;

/**
 * Large JSON answers compressed recently, by encoding and the SHA-256 of the uncompressed bytes:
 * the same answer asked again (the calendar's month, opened by every member on a Sunday) is sent
 * without compressing it again. The oldest go first past `limit` compressed bytes.
 */
export class CompressedBodies {
  private readonly kept = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly limit = KEPT_BYTES) {}

  async compressed(encoding: Encoding, payload: string | Buffer, work: (body: string | Buffer) => Promise<Buffer>): Promise<Buffer> {
    const key = `${encoding}:${createHash('sha256').update(payload).digest('base64')}`;
    const found = this.kept.get(key);
    if (found) {
      // Most recently used last: a hit moves to the back of the line.
      this.kept.delete(key);
      this.kept.set(key, found);
      return found;
    }
    const body = await work(payload);
    this.kept.set(key, body);
    this.bytes += body.length;
    for (const [oldest, value] of this.kept) {
      if (this.bytes <= this.limit) break;
      this.kept.delete(oldest);
      this.bytes -= value.length;
    }
    return body;
  }
}

/**
 * Compresses the API's JSON answers of `COMPRESS_JSON_FROM_BYTES` or more, in brotli or gzip as
 * the client accepts (brotli first), off the event loop. Files (the front end's, served
 * precompressed) are streams and pass untouched, as does anything already encoded. Large answers
 * are kept compressed (`CompressedBodies`).
 */
export function useJsonCompression(instance: FastifyInstance): void {
  const kept = new CompressedBodies();
  instance.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!isJson(reply) || reply.hasHeader('content-encoding')) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_JSON_FROM_BYTES) return payload;
    addVary(reply);
    if (/\bno-transform\b/.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body =
      Buffer.byteLength(payload) >= KEEP_COMPRESSED_FROM_BYTES
        ? await kept.compressed(encoding, payload, compress[encoding])
        : await compress[encoding](payload);
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
