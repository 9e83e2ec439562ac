import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../../../platform/errors/domain-error';
import type { MediaFiles } from '../media-files.service';
import { parseRange } from '../range.util';

/** `filename="…"` for the ASCII-only, `filename*=` for the name as it is. */
const disposition = (name: string) => `inline; filename="${name.replace(/[^\w.\- ]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * A library file's bytes as the answer, with range requests (206 Partial Content, 416 past the end)
 * so a player or a podcast app can seek: the one way every route that serves a file serves it.
 */
export async function sendMediaContent(
  files: MediaFiles,
  mediaId: string,
  request: FastifyRequest,
  reply: FastifyReply,
  cacheControl = 'private, max-age=3600',
): Promise<void> {
  const file = await files.describe(mediaId);
  if (!file) throw new DomainError('NOT_FOUND');
  const range = parseRange(request.headers.range, file.bytes);
  if (range === 'unsatisfiable') {
    await reply.code(416).header('Content-Range', `bytes */${file.bytes}`).header('Accept-Ranges', 'bytes').send();
    return;
  }
  const opened = await files.open(mediaId, range ?? undefined);
  if (!opened) throw new DomainError('NOT_FOUND');
  reply
    .header('Accept-Ranges', 'bytes')
    .header('Content-Type', opened.mediaType)
    .header('Content-Disposition', disposition(opened.name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', cacheControl)
    .header('ETag', `"${opened.sha256}"`);
  if (opened.range) {
    reply
      .code(206)
      .header('Content-Range', `bytes ${opened.range.start}-${opened.range.end}/${opened.size}`)
      .header('Content-Length', opened.range.end - opened.range.start + 1);
  } else {
    reply.header('Content-Length', opened.size);
  }
  await reply.send(opened.stream);
}
