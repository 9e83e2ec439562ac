import { Command } from '@nestjs/cqrs';
import type { CurrentUser } from '@koinonia/contracts';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** A member forgets one of their saved methods here. */
export class RemovePaymentMethodCommand extends Command<CommandDone> {
  constructor(
    readonly methodId: string,
    readonly user: CurrentUser,
  ) {
    super();
  }
}
