import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Take a person out of a household: they then belong to none. */
export class RemoveHouseholdMemberCommand extends Command<CommandDone> {
  constructor(
    readonly householdId: string,
    readonly memberId: string,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
