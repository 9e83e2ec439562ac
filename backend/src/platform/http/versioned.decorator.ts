import { applyDecorators, Injectable, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';

/** The answer of a versioned read: a record with the revision of its stream. */
interface VersionedView {
  revision: number;
}

/** Sets `ETag: "<revision>"` from the answer. */
@Injectable()
class EtagInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler<VersionedView>): Observable<VersionedView> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      map((view) => {
        if (Number.isInteger(view?.revision)) void reply.header('ETag', `"${view.revision}"`);
        return view;
      }),
    );
  }
}

/**
 * A `GET` of a record that commands change with If-Match: the answer's `revision` goes out as a
 * strong ETag, which PATCH/PUT/POST send back as If-Match (see IfMatch). An interceptor on these
 * routes only: a global one would wrap every request in rxjs.
 */
export function Versioned(): MethodDecorator {
  return applyDecorators(
    UseInterceptors(EtagInterceptor),
    ApiResponse({ status: 200, headers: { ETag: { description: 'The record\'s revision, "<n>": send it back as If-Match' } } }),
  );
}
