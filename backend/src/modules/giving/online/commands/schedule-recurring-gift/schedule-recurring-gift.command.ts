import { Command } from '@nestjs/cqrs';
import type { CurrentUser, Money, RecurringFrequency } from '@koinonia/contracts';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** A member's gift repeated weekly or monthly from one of their saved methods, from `startOn`. */
export class ScheduleRecurringGiftCommand extends Command<CommandDone> {
  constructor(
    readonly recurringGiftId: string,
    readonly user: CurrentUser,
    readonly gift: { fundId: string; amount: Money; frequency: RecurringFrequency; paymentMethodId: string; startOn: string | null },
  ) {
    super();
  }
}
