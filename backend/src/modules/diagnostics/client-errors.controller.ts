import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListClientErrorsQueryDto, LogClientErrorDto, type ClientErrorPage } from '@koinonia/contracts';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { Public, Requires } from '../../platform/auth/access.decorator';
import type { AppConfig } from '../../platform/config/app-config';
import { DomainError } from '../../platform/errors/domain-error';
import { clientAddress } from '../../platform/http/client-address.util';
import { RateLimiter } from '../../platform/http/rate-limiter';
import { APP_CONFIG } from '../../platform/platform.tokens';
import { SESSION_RESOLVER, type SessionResolver } from '../../platform/auth/session-resolver.token';
import { ClientErrorLog } from './client-error-log.service';
import { Answers, AnswersNothing } from '../../platform/http/answers.decorator';

/** Reports accepted per client address and per session, each in a sliding minute. */
export const CLIENT_ERROR_RATE = { limit: 30, windowMs: 60 * 1000 };

@ApiTags('diagnostics')
@Controller()
export class ClientErrorsController {
  private readonly perIp = new RateLimiter(CLIENT_ERROR_RATE.limit, CLIENT_ERROR_RATE.windowMs);
  private readonly perSession = new RateLimiter(CLIENT_ERROR_RATE.limit, CLIENT_ERROR_RATE.windowMs);

  constructor(
    private readonly log: ClientErrorLog,
    @Inject(SESSION_RESOLVER) private readonly sessions: SessionResolver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // Public: the sign-in page fails too (a lost connection, a refused session), and those
  // reports matter. The user is taken from the session cookie when there is one.
  @Post('errors/log')
  @Public()
  @HttpCode(204)
  @AnswersNothing({ errors: ['RATE_LIMITED'] })
  @ApiOperation({ summary: 'Record an error the browser handled (rate-limited, capped log)' })
  async record(@Body() body: LogClientErrorDto, @Req() request: FastifyRequest): Promise<void> {
    const token = request.cookies?.[this.config.session.cookieName];
    const ipAllowed = this.perIp.take(`ip:${clientAddress(request)}`);
    const sessionAllowed = token ? this.perSession.take(`session:${createHash('sha256').update(token).digest('hex')}`) : true;
    if (!ipAllowed || !sessionAllowed) throw new DomainError('RATE_LIMITED');
    const session = await this.sessions.resolveSession(token);
    await this.log.record(body, {
      userId: session.status === 'valid' ? session.user.id : null,
      userAgent: String(request.headers['user-agent'] ?? ''),
    });
  }

  @Get('admin/errors')
  @Requires('settings.manage')
  @Answers('ClientErrorPage')
  @ApiOperation({ summary: 'The newest errors browsers reported' })
  list(@Query() query: ListClientErrorsQueryDto): Promise<ClientErrorPage> {
    return this.log.newest(query.limit ?? 100);
  }
}
