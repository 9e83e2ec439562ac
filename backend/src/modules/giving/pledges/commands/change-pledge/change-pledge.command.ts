import { Command } from '@nestjs/cqrs';
import type { Money } from '@koinonia/contracts';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Change a pledge's amount (the pledger themselves, or the finance role). */
export class ChangePledgeCommand extends Command<CommandDone> {
  constructor(
    readonly pledgeId: string,
    readonly amount: Money,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
