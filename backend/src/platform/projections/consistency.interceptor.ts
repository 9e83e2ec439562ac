import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { CONSISTENCY_HEADER, VALIDATION_MESSAGES } from '@koinonia/contracts';
import type { Request, Response } from 'express';
import { from, Observable, switchMap } from 'rxjs';
import { APP_CONFIG } from '../platform.tokens';
import type { AppConfig } from '../config/app-config';
import { DomainError } from '../errors/domain-error';
import { ProjectionRunner } from './projection-runner.service';

const HEADER = CONSISTENCY_HEADER.toLowerCase();

/**
 * Read-your-writes: a request carrying X-Consistency-Position waits (bounded) until every
 * projection has processed that position. If the wait runs out the query still answers, and
 * says so in X-Consistency-Reached: false.
 */
@Injectable()
export class ConsistencyInterceptor implements NestInterceptor {
  constructor(
    private readonly runner: ProjectionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const raw = request.headers[HEADER];
    if (raw === undefined) return next.handle();
    if (typeof raw !== 'string' || !/^\d{1,30}$/.test(raw.trim())) {
      throw DomainError.validation([{ field: CONSISTENCY_HEADER, message: VALIDATION_MESSAGES.malformed }]);
    }
    const position = BigInt(raw.trim());
    const response = context.switchToHttp().getResponse<Response>();
    return from(this.runner.waitFor(position, this.config.consistencyWaitMs)).pipe(
      switchMap((reached) => {
        response.setHeader('X-Consistency-Reached', String(reached));
        return next.handle();
      }),
    );
  }
}
