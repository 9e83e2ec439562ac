import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { CONSISTENCY_HEADER, VALIDATION_MESSAGES } from '@koinonia/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../platform.tokens';
import type { AppConfig } from '../config/app-config';
import { DomainError } from '../errors/domain-error';
import { ProjectionRunner } from './projection-runner.service';

const HEADER = CONSISTENCY_HEADER.toLowerCase();

/**
 * Read-your-writes: a signed-in request carrying X-Consistency-Position waits (bounded) until
 * every projection has processed that position. If the wait runs out the query still answers, and
 * says so in X-Consistency-Reached: false. Only signed-in requests (the session guard set `user`):
 * a public route ignores the header, so nobody can hold requests open by naming a far position.
 *
 * A global guard registered after the session guard (see AppModule), so it runs where an
 * interceptor would: once the caller is known, before the pipes and the handler. Not an
 * interceptor because, with any interceptor registered, Nest wraps every request in rxjs
 * observables and async-context bindings, about a tenth of a member search's CPU time.
 */
@Injectable()
export class ConsistencyGuard implements CanActivate {
  constructor(
    private readonly runner: ProjectionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: unknown }>();
    const raw = request.headers[HEADER];
    if (raw === undefined || !request.user) return true;
    if (typeof raw !== 'string' || !/^\d{1,30}$/.test(raw.trim())) {
      throw DomainError.validation([{ field: CONSISTENCY_HEADER, message: VALIDATION_MESSAGES.malformed }]);
    }
    const reached = await this.runner.waitFor(BigInt(raw.trim()), this.config.consistencyWaitMs);
    context.switchToHttp().getResponse<FastifyReply>().header('X-Consistency-Reached', String(reached));
    return true;
  }
}
