import { Command } from '@nestjs/cqrs';
import type { BroadcastAudience } from '@koinonia/contracts';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

export interface EmailBroadcastDraft {
  subject: string;
  text: string;
  audience: BroadcastAudience;
  /** ISO time to send at; null (or a time past) sends now. */
  sendAt: string | null;
  /** When the email carries an announcement. */
  announcementId?: string;
}

/** Write an email to an audience, to go out now or at `sendAt`. */
export class CreateEmailBroadcastCommand extends Command<CommandDone> {
  constructor(
    readonly broadcastId: string,
    readonly draft: EmailBroadcastDraft,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
