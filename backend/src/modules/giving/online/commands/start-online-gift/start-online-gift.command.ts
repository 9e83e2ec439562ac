import { Command } from '@nestjs/cqrs';
import type { Money, OnlineCheckout } from '@koinonia/contracts';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';

/** Send a giver to the provider's page for a one-time gift: a member (`donorMemberId`) or a visitor. */
export class StartOnlineGiftCommand extends Command<OnlineCheckout> {
  constructor(
    readonly giftId: string,
    readonly fundId: string,
    readonly amount: Money,
    readonly donorMemberId: string | null,
    readonly visitor: { name: string; email: string | null } | null,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
