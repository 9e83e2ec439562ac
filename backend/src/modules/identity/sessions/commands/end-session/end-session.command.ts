import { Command } from '@nestjs/cqrs';
import type { CurrentUser } from '@koinonia/contracts';

/** End one of the user's own sessions (NOT_FOUND for one that is not theirs or not open). */
export class EndSessionCommand extends Command<number> {
  constructor(
    readonly user: CurrentUser,
    readonly sessionId: string,
  ) {
    super();
  }
}
