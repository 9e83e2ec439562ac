import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Link the account to its member record, which must exist (MEMBER_NOT_FOUND otherwise). */
export class LinkUserToMemberCommand extends Command<CommandDone> {
  constructor(
    readonly userId: string,
    readonly memberId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
