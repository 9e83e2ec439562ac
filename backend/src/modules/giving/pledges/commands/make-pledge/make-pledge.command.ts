import { Command } from '@nestjs/cqrs';
import type { Money } from '@koinonia/contracts';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Pledge an amount to a campaign: for the signed-in member, or for the member or household named. */
export class MakePledgeCommand extends Command<CommandDone> {
  constructor(
    readonly pledgeId: string,
    readonly campaignId: string,
    readonly amount: Money,
    readonly named: { memberId?: string; householdId?: string },
    readonly note: string | null,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
