import { Command } from '@nestjs/cqrs';

/** The sweeper found a session past its idle or absolute end in the read model: record that it is gone. Answers whether it was. */
export class ExpireSessionCommand extends Command<boolean> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly expiresAt: string,
    readonly idleExpiresAt: string,
    /** The sweep's clock. */
    readonly now: Date,
  ) {
    super();
  }
}
