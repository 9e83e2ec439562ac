import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Reject an expense someone else submitted, saying why. */
export class RejectExpenseCommand extends Command<CommandDone> {
  constructor(
    readonly expenseId: string,
    readonly reason: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
