import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** A counting team opens a batch to enter the gifts it counts. */
export class OpenBatchCommand extends Command<CommandDone> {
  constructor(
    readonly batchId: string,
    readonly name: string,
    readonly receivedOn: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
