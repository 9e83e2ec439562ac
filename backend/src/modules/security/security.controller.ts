import { Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  FailedSignInsQueryDto,
  SecurityEventsQueryDto,
  type ActiveSessionView,
  type ChainVerification,
  type FailedSignInSeries,
  type SecurityAccountView,
  type CurrentUser,
  type SecurityEventPage,
} from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import type { AuthenticatedRequest } from '../../platform/auth/authenticated-request.type';
import { Actor } from '../../platform/auth/current-user.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import { RevokeSessionCommand } from '../identity';
import { SecurityQueries } from './security-queries.service';
import { Answers } from '../../platform/http/answers.decorator';

@ApiTags('security')
@Controller('security')
export class SecurityController {
  constructor(
    private readonly queries: SecurityQueries,
    private readonly commands: CommandBus,
  ) {}

  @Get('events')
  @Requires('security.read')
  @Answers('SecurityEventPage')
  @ApiOperation({ summary: 'The security log, newest first; filter by type, userId, from, to' })
  events(@Query() query: SecurityEventsQueryDto): Promise<SecurityEventPage> {
    return this.queries.page(query);
  }

  @Post('verify-chain')
  @HttpCode(200)
  @Requires('security.read')
  @Answers('ChainVerification')
  @ApiOperation({ summary: "Recompute the log's hash chain from the event store: ok, entries checked, the first break" })
  verifyChain(): Promise<ChainVerification> {
    return this.queries.verifyChain();
  }

  @Get('failed-sign-ins')
  @Requires('security.read')
  @Answers('FailedSignInSeries')
  @ApiOperation({ summary: 'Failed sign-ins per hour (24h) or per day (7d, 30d), in a time zone' })
  failedSignIns(@Query() query: FailedSignInsQueryDto): Promise<FailedSignInSeries> {
    return this.queries.failedSignIns(query.range ?? '7d', query.timeZone ?? 'UTC');
  }

  @Get('accounts')
  @Requires('security.read')
  @Answers('SecurityAccountView[]')
  @ApiOperation({ summary: 'Every account with its lockout state and failed attempts' })
  accounts(): Promise<SecurityAccountView[]> {
    return this.queries.accounts();
  }

  @Get('sessions')
  @Requires('security.read')
  @Answers('ActiveSessionView[]')
  @ApiOperation({ summary: 'Every open session of every user, newest first' })
  sessions(@Req() request: AuthenticatedRequest): Promise<ActiveSessionView[]> {
    return this.queries.sessions(request.sessionId);
  }

  @Post('sessions/:id/revoke')
  @HttpCode(200)
  @Requires('users.manage')
  @Answers('SessionsEnded')
  @ApiOperation({ summary: "End one session of any user (an administrator's revocation)" })
  async revokeSession(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<{ ended: number }> {
    return { ended: await this.commands.execute(new RevokeSessionCommand(id, byUser(actor))) };
  }
}
