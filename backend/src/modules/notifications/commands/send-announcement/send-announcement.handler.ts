import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { announcementDecider } from '../../domain/announcement.decider';
import { announcementStream } from '../../domain/announcement.events';
import { SendAnnouncementCommand } from './send-announcement.command';

@CommandHandler(SendAnnouncementCommand)
export class SendAnnouncementHandler implements ICommandHandler<SendAnnouncementCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ announcementId, announcement, actor }: SendAnnouncementCommand): Promise<CommandDone> {
    const outcome = await this.executor.execute(
      announcementStream(announcementId),
      announcementDecider,
      { type: 'SendAnnouncement', announcementId, ...announcement },
      { actorId: actorIdOf(actor) },
    );
    return { id: announcementId, revision: outcome.revision, position: outcome.position };
  }
}
