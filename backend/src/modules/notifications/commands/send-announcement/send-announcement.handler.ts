import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { AnnouncementReachService } from '../../audience/announcement-reach.service';
import { announcementDecider } from '../../domain/announcement.decider';
import { announcementStream } from '../../domain/announcement.events';
import { SendAnnouncementCommand } from './send-announcement.command';

/** The audience is worked out now, by channel: what the preview said is what is recorded, and the channels' reactors send to it. */
@CommandHandler(SendAnnouncementCommand)
export class SendAnnouncementHandler implements ICommandHandler<SendAnnouncementCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly reach: AnnouncementReachService,
  ) {}

  async execute({ announcementId, announcement, actor }: SendAnnouncementCommand): Promise<CommandDone> {
    const { title, message, priority, endsAt } = announcement;
    const resolved = await this.reach.resolve({ audience: announcement.audience, to: announcement.to });
    const outcome = await this.executor.execute(
      announcementStream(announcementId),
      announcementDecider,
      { type: 'SendAnnouncement', announcementId, title, message, priority, endsAt: endsAt ?? null, ...resolved },
      { actorId: actorIdOf(actor) },
    );
    return { id: announcementId, revision: outcome.revision, position: outcome.position };
  }
}
