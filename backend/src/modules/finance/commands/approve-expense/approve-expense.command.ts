import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Approve an expense someone else submitted. */
export class ApproveExpenseCommand extends Command<CommandDone> {
  constructor(
    readonly expenseId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
