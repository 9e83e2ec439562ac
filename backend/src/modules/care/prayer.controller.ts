import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DEFAULT_PRAYER_DURATION,
  MarkPrayerAnsweredDto,
  SubmitPrayerRequestDto,
  type CommandResult,
  type CurrentUser,
  type PrayerRequestList,
} from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { Feature } from '../../platform/availability/availability.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import { Answers } from '../../platform/http/answers.decorator';
import { toCommandResult } from '../../platform/http/command-result.util';
import { MarkPrayerAnsweredCommand } from './commands/mark-prayer-answered/mark-prayer-answered.command';
import { RecordPrayerCommand } from './commands/record-prayer/record-prayer.command';
import { SubmitPrayerRequestCommand } from './commands/submit-prayer-request/submit-prayer-request.command';
import { PrayerQueriesService } from './queries/prayer-queries.service';

/**
 * Prayer requests. Anyone of the congregation (congregation.read: everyone but vendors) asks for
 * prayer, prays, and reads their own and the wall; who reads the rest is the visibility chosen and
 * the reader's permissions (see care.permissions.ts), applied by the query and the decider.
 */
@ApiTags('prayer')
@Feature('prayerCare')
@Controller('prayer-requests')
export class PrayerController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PrayerQueriesService,
  ) {}

  @Get()
  @Requires('congregation.read')
  @Answers('PrayerRequestList')
  @ApiOperation({
    summary: 'The prayer requests the reader may see: their own, the wall, and those their permissions open (pastoral-only reads are in the security log)',
  })
  list(@Actor() actor: CurrentUser, @Ip() ip: string): Promise<PrayerRequestList> {
    return this.queries.list(actor, ip);
  }

  @Post()
  @Requires('congregation.read')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Ask for prayer (visibility: pastoral, the default promise; prayer-team; or congregation, the wall)' })
  async submit(@Body() body: SubmitPrayerRequestDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const request = {
      request: body.request,
      forName: body.forName ?? '',
      visibility: body.visibility,
      // Anonymity is for the wall and the team; pastors always know who asked.
      anonymous: body.anonymous ?? false,
      durationDays: body.durationDays ?? DEFAULT_PRAYER_DURATION,
    };
    return toCommandResult(await this.commands.execute(new SubmitPrayerRequestCommand(randomUUID(), request, byUser(actor))));
  }

  @Post(':id/prayed')
  @Requires('congregation.read')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: '"I prayed": counted once per person, on a request the reader may see' })
  async prayed(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new RecordPrayerCommand(id, byUser(actor))));
  }

  @Post(':id/answered')
  @Requires('congregation.read')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['NOT_FOUND', 'AUTHORIZATION'] })
  @ApiOperation({ summary: 'Mark a request answered, with a praise note (the requester, or a pastor)' })
  async answered(@Param('id') id: string, @Body() body: MarkPrayerAnsweredDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new MarkPrayerAnsweredCommand(id, body.praiseNote ?? '', byUser(actor))));
  }
}
