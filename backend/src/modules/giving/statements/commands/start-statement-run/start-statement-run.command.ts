import { Command } from '@nestjs/cqrs';
import type { StatementDelivery } from '@koinonia/contracts';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Start the statements of every donor of a year, as a job the page follows. */
export class StartStatementRunCommand extends Command<CommandDone> {
  constructor(
    readonly runId: string,
    readonly year: number,
    readonly delivery: StatementDelivery,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
