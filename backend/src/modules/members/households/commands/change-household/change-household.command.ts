import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Rename a household or change its shared address; `expectedRevision` is the If-Match the client sent. */
export class ChangeHouseholdCommand extends Command<CommandDone> {
  constructor(
    readonly householdId: string,
    readonly changes: { name?: string; address?: string },
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
