import { Injectable } from '@nestjs/common';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { ReadSideWait } from '../accounts/read-side-wait.service';
import { userDecider } from '../domain/user.decider';
import { userStream, type SessionEndReason } from '../domain/user.events';

/**
 * Ends sessions of one account, on its stream: every session the stream has seen start and not
 * end, including one started a moment ago (a sign-in racing this one meets it at the stream's
 * revision and is decided again). Used by sign-out elsewhere and by administrators' revocations.
 */
@Injectable()
export class SessionEnder {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly readSide: ReadSideWait,
  ) {}

  /** All but `keep`, or only those named; how many ended. */
  async end(userId: string, sessionIds: 'all' | string[], reason: SessionEndReason, actorId: string | null, keep?: string): Promise<number> {
    const outcome = await this.executor.execute(
      userStream(userId),
      userDecider,
      { type: 'EndSessions', userId, sessionIds, keep, reason },
      { actorId, retries: 5 },
    );
    // Waits: an ended session must be refused from the answer on, and the guard reads the sessions read model.
    await this.readSide.reach(outcome.position);
    return outcome.events.length;
  }
}
