import { Command } from '@nestjs/cqrs';
import type { AnnouncementAudience, NotificationPriority } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

export interface Announcement {
  title: string;
  message: string;
  priority: NotificationPriority;
  audience: AnnouncementAudience;
}

/** Speak to everyone or to one role; the dispatcher delivers it to each person's centre. */
export class SendAnnouncementCommand extends Command<CommandDone> {
  constructor(
    readonly announcementId: string,
    readonly announcement: Announcement,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
