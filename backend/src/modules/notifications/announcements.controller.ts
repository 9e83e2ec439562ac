import { randomUUID } from 'node:crypto';
import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SendAnnouncementDto, type CommandResult, type CurrentUser } from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import { toCommandResult } from '../../platform/http/command-result.util';
import { SendAnnouncementCommand } from './commands/send-announcement/send-announcement.command';
import { Answers } from '../../platform/http/answers.decorator';

/** Administrators speak to everyone or to one role; the dispatcher delivers it to each person's centre. */
@ApiTags('notifications')
@Controller('announcements')
export class AnnouncementsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Requires('announcements.send')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Send an announcement {title, message, priority, audience}: everyone or one role' })
  async send(@Body() body: SendAnnouncementDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const announcement = { title: body.title, message: body.message, priority: body.priority, audience: body.audience };
    return toCommandResult(await this.commands.execute(new SendAnnouncementCommand(randomUUID(), announcement, byUser(actor))));
  }
}
