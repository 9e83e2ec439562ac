import { Command } from '@nestjs/cqrs';
import type { CurrentUser } from '@koinonia/contracts';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** The giver pauses, resumes or cancels their recurring gift. */
export class ChangeRecurringGiftCommand extends Command<CommandDone> {
  constructor(
    readonly recurringGiftId: string,
    readonly change: 'pause' | 'resume' | 'cancel',
    readonly expectedRevision: number | undefined,
    readonly user: CurrentUser,
  ) {
    super();
  }
}
