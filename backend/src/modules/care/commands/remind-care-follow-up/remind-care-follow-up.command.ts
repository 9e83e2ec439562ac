import { Command } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** The reminder job: remind the assignee of a follow-up whose date has come (`today`: YYYY-MM-DD). */
export class RemindCareFollowUpCommand extends Command<CommandDone> {
  constructor(
    readonly careRequestId: string,
    readonly today: string,
  ) {
    super();
  }
}
