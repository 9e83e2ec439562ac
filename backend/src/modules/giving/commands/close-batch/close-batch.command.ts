import { Command } from '@nestjs/cqrs';
import type { Money } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Close a batch with what was counted; it closes only when the gifts entered add up to it. */
export class CloseBatchCommand extends Command<CommandDone> {
  constructor(
    readonly batchId: string,
    readonly countedTotal: Money,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
