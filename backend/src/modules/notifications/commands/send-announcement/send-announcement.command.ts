import { Command } from '@nestjs/cqrs';
import type { AnnouncementAudience, AnnouncementTarget, NotificationPriority } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

export interface Announcement {
  title: string;
  message: string;
  priority: NotificationPriority;
  /** Everyone, or the accounts of one sign-in role (the first form). */
  audience?: AnnouncementAudience;
  /** People of the directory: everyone, a congregation role, a ministry, a group. Wins over `audience`. */
  to?: AnnouncementTarget;
  /** When it leaves the board; 7 days from now when not given. */
  endsAt?: string;
}

/** Speak to an audience: in the app, by email, by SMS to those opted in; on the board until its end date. */
export class SendAnnouncementCommand extends Command<CommandDone> {
  constructor(
    readonly announcementId: string,
    readonly announcement: Announcement,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
