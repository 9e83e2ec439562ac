import { randomUUID } from 'node:crypto';
import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SendAnnouncementDto, type CommandResult, type CurrentUser } from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { CommandExecutor } from '../../platform/commands/command-executor.service';
import { announcementDecider } from './domain/announcement.decider';
import { announcementStream } from './domain/announcement.events';

/** Administrators speak to everyone or to one role; the dispatcher delivers it to each person's centre. */
@ApiTags('notifications')
@Controller('announcements')
export class AnnouncementsController {
  constructor(private readonly executor: CommandExecutor) {}

  @Post()
  @Requires('announcements.send')
  @ApiOperation({ summary: 'Send an announcement {title, message, priority, audience}: everyone or one role' })
  async send(@Body() body: SendAnnouncementDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const announcementId = randomUUID();
    const outcome = await this.executor.execute(
      announcementStream(announcementId),
      announcementDecider,
      { type: 'SendAnnouncement', announcementId, title: body.title, message: body.message, priority: body.priority, audience: body.audience },
      { actorId: actor.id },
    );
    return { id: announcementId, position: String(outcome.position ?? 0n), revision: outcome.revision };
  }
}
