import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { NewMemberDetails } from '../../domain/member.events';

/** Register a person in the directory. `joinedOn`: when they joined (default: the day it is recorded). */
export class RegisterMemberCommand extends Command<CommandDone> {
  constructor(
    readonly memberId: string,
    readonly details: NewMemberDetails,
    readonly actor: CommandActor,
    readonly joinedOn?: string,
  ) {
    super();
  }
}
