import { Command } from '@nestjs/cqrs';

/** Activity moved a session's idle end forward (the session resolution asks, at most every few minutes). */
export class RenewSessionCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly idleExpiresAt: string,
  ) {
    super();
  }
}
