import { Command } from '@nestjs/cqrs';
import type { Language, UserRole } from '@koinonia/contracts';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

export interface Invitation {
  email: string;
  displayName: string;
  roles: UserRole[];
  memberId?: string;
  /** Of the email (the administrator's choice, else the request's language); a resend keeps it. */
  language: Language;
}

/** Invite someone by email: they choose a password through the link, valid a week. */
export class InviteUserCommand extends Command<CommandDone> {
  constructor(
    readonly userId: string,
    readonly invitation: Invitation,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
