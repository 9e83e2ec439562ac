import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/**
 * Ask to join a group. A person asks for themself: from a signed-in user, their own member
 * record; `memberId` is read only from the app itself (the demo church), whose `onBehalfOf` is
 * the account told of the answer.
 */
export class RequestToJoinGroupCommand extends Command<CommandDone> {
  constructor(
    readonly groupId: string,
    readonly message: string,
    readonly actor: CommandActor,
    readonly memberId: string | null = null,
  ) {
    super();
  }
}
