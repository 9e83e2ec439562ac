import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AnnouncementPreviewDto,
  SendAnnouncementDto,
  type AnnouncementBoard,
  type AnnouncementReach,
  type AnnouncementTarget,
  type CommandResult,
  type CurrentUser,
} from '@koinonia/contracts';
import { Requires, SignedIn } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import { toCommandResult } from '../../platform/http/command-result.util';
import { SendAnnouncementCommand } from './commands/send-announcement/send-announcement.command';
import { Answers } from '../../platform/http/answers.decorator';
import { AnnouncementReachService } from './audience/announcement-reach.service';
import { AnnouncementBoardQueries } from './queries/announcement-board-queries.service';

/**
 * Administrators speak to an audience of the church's people: the dispatcher delivers it to each
 * account's centre, email and SMS go out as the messaging jobs, and it stays on the board until its
 * end date.
 */
@ApiTags('notifications')
@Controller('announcements')
export class AnnouncementsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reach: AnnouncementReachService,
    private readonly board: AnnouncementBoardQueries,
  ) {}

  @Get()
  @SignedIn()
  @Answers('AnnouncementBoard')
  @ApiOperation({ summary: 'The announcements board: those for me until their end date, newest first (senders: all, with delivery counts)' })
  list(@Actor() actor: CurrentUser): Promise<AnnouncementBoard> {
    return this.board.board(actor);
  }

  @Post('preview')
  @HttpCode(200)
  @Requires('announcements.send')
  @Answers('AnnouncementReach', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'How many an audience reaches by each channel (in the app, email, SMS), before sending' })
  async preview(@Body() body: AnnouncementPreviewDto): Promise<AnnouncementReach> {
    return (await this.reach.resolve({ audience: body.audience, to: body.to as AnnouncementTarget | undefined })).reach;
  }

  @Post()
  @Requires('announcements.send')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Send an announcement {title, message, priority, audience | to, endsAt}: in the app, by email, by SMS to those opted in' })
  async send(@Body() body: SendAnnouncementDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const announcement = {
      title: body.title,
      message: body.message,
      priority: body.priority,
      audience: body.audience,
      to: body.to as AnnouncementTarget | undefined,
      endsAt: body.endsAt,
    };
    return toCommandResult(await this.commands.execute(new SendAnnouncementCommand(randomUUID(), announcement, byUser(actor))));
  }
}
