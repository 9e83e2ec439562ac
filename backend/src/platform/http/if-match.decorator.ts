import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error';

/**
 * If-Match carries the revision the client last saw, as `GET` sent it in `ETag: "<revision>"`:
 * `"3"`, a weak `W/"3"`, or a bare `3`. Absent (or `*`) means "as it is now". Anything else is a
 * VALIDATION_ERROR naming the header. A stale revision is not refused here: the executor compares
 * it with the stream and answers 409 CONCURRENCY_CONFLICT, having changed nothing.
 */
export function parseIfMatch(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '' || value.trim() === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(value.trim());
  if (!match) throw DomainError.validation([{ field: 'If-Match', message: VALIDATION_MESSAGES.malformed }]);
  return Number(match[1]);
}

/** The request's If-Match as a revision (the OpenAPI document knows the routes that read it by this function). */
export function ifMatchOf(_data: unknown, context: ExecutionContext): number | undefined {
  return parseIfMatch(context.switchToHttp().getRequest<FastifyRequest>().headers['if-match']);
}

/** The request's If-Match as a revision (see parseIfMatch): `@IfMatch() expected: number | undefined`. */
export const IfMatch = createParamDecorator(ifMatchOf);
