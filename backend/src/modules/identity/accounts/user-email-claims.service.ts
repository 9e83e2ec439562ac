import { Injectable } from '@nestjs/common';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { claimDecider, claimStream } from '../../../platform/commands/unique-claim.decider';
import { WrongExpectedRevisionError } from '../../../platform/event-store/event-store.port';
import { DomainError } from '../../../platform/errors/domain-error';

const USER_EMAIL_CLAIMS = 'useremail';
const emailClaims = claimDecider('DUPLICATE_EMAIL');

/**
 * One account per email, across accounts: each address has a claim stream that registering or
 * inviting takes first and a cancelled invitation lets go, so two writers racing for the same
 * address meet at the claim's expected revision.
 */
@Injectable()
export class UserEmailClaims {
  constructor(private readonly executor: CommandExecutor) {}

  /** DUPLICATE_EMAIL, naming the email field, when another account holds it. */
  async claim(email: string, userId: string, actorId: string | null): Promise<void> {
    try {
      await this.executor.execute(claimStream(USER_EMAIL_CLAIMS, email), emailClaims, { type: 'Claim', ownerId: userId, value: email }, { actorId });
    } catch (error) {
      // Two people claiming the same free email at once: the loser sees it as taken.
      if ((error instanceof DomainError && error.code === 'DUPLICATE_EMAIL') || error instanceof WrongExpectedRevisionError) {
        throw new DomainError('DUPLICATE_EMAIL', { fields: [{ field: 'email', message: VALIDATION_MESSAGES.emailInUse }] });
      }
      throw error;
    }
  }

  async release(email: string, userId: string, actorId: string | null): Promise<void> {
    await this.executor.execute(claimStream(USER_EMAIL_CLAIMS, email), emailClaims, { type: 'Release', ownerId: userId }, { actorId, retries: 5 });
  }
}
