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
  type SecurityLogAnchorAnswer,
  type SecurityLogAnchoring,
} from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import type { AuthenticatedRequest } from '../../platform/auth/authenticated-request.type';
import { Actor } from '../../platform/auth/current-user.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import { RevokeSessionCommand } from '../identity';
import { SecurityLogAnchors } from './security-log-anchors.service';
import { SecurityLogVerifier } from './security-log-verifier.service';
import { SecurityQueries } from './security-queries.service';
import { Answers } from '../../platform/http/answers.decorator';

@ApiTags('security')
@Controller('security')
export class SecurityController {
  constructor(
    private readonly queries: SecurityQueries,
    private readonly verifier: SecurityLogVerifier,
    private readonly anchors: SecurityLogAnchors,
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
  @ApiOperation({
    summary:
      "Recompute the log's keyed chain from the event store, against the last anchor, and find any security event without its entry: ok, entries checked, the first break",
  })
  verifyChain(): Promise<ChainVerification> {
    return this.verifier.verify();
  }

  @Get('anchor')
  @Requires('security.read')
  @Answers('SecurityLogAnchorAnswer')
  @ApiOperation({ summary: "The newest signed anchor of the log (its last entry's number and hash), to copy and keep elsewhere" })
  async anchor(): Promise<SecurityLogAnchorAnswer> {
    return { anchor: await this.anchors.last() };
  }

  @Post('anchor')
  @HttpCode(200)
  @Requires('security.read')
  @Answers('SecurityLogAnchoring')
  @ApiOperation({ summary: 'Verify the chain and, when intact, anchor it now; answers the verification and the newest anchor' })
  async anchorNow(): Promise<SecurityLogAnchoring> {
    const verification = await this.verifier.verify();
    if (!verification.ok) return { verification, anchor: await this.anchors.last() };
    return { verification, anchor: (await this.anchors.anchor({ always: true })).anchor };
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
