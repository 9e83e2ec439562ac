import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PeriodicJob } from '../../../platform/jobs/periodic-job';
import { ExpireSessionCommand } from './commands/expire-session/expire-session.command';
import { SessionQueries } from './queries/session-queries.service';

/** How often sessions that have run out are swept from the read side. */
export const SESSION_SWEEP_EVERY_MS = 5 * 60 * 1000;

/**
 * Every five minutes, records UserSessionExpired for each session in the read model whose idle
 * or absolute end has passed, so the sessions read model (and a rebuild of it) does not keep them
 * forever. The guard refuses such a session from the moment it runs out (AUTH_EXPIRED), sweep or not.
 */
@Injectable()
export class SessionSweeper extends PeriodicJob {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: SessionQueries,
  ) {
    super('SessionSweeper', SESSION_SWEEP_EVERY_MS);
  }

  /** One pass at `now`; answers how many sessions went. */
  async run(now = new Date()): Promise<number> {
    let swept = 0;
    for (const session of await this.queries.runOut(now)) {
      const { userId, _id, expiresAt, idleExpiresAt } = session;
      if (await this.commands.execute(new ExpireSessionCommand(userId, _id, expiresAt, idleExpiresAt, now))) swept += 1;
    }
    return swept;
  }
}
