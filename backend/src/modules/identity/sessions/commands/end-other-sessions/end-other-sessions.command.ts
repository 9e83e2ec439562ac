import { Command } from '@nestjs/cqrs';
import type { CurrentUser } from '@koinonia/contracts';

/** Sign out everywhere else: every session of the user but the one asking. Answers how many ended. */
export class EndOtherSessionsCommand extends Command<number> {
  constructor(
    readonly user: CurrentUser,
    readonly currentSessionId: string,
  ) {
    super();
  }
}
