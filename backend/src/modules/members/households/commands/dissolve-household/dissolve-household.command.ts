import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Close a household: its people then belong to none. `expectedRevision`: the revision the caller judged it at. */
export class DissolveHouseholdCommand extends Command<CommandDone> {
  constructor(
    readonly householdId: string,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
