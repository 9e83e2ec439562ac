import { Injectable } from '@nestjs/common';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { claimDecider, claimStream } from '../../../platform/commands/unique-claim.decider';
import { WrongExpectedRevisionError } from '../../../platform/event-store/event-store.port';
import { DomainError } from '../../../platform/errors/domain-error';
import { duplicateEmail } from '../members.errors';

const EMAIL_CLAIMS = 'memberemail';
const emailClaims = claimDecider('DUPLICATE_EMAIL');

/**
 * The one rule that spans member records: an email belongs to one member. Each email has a claim
 * stream; a member takes it before registering or switching to it and lets the old one go after,
 * so two writers racing for the same address meet at the claim's expected revision.
 */
@Injectable()
export class MemberEmailClaims {
  constructor(private readonly executor: CommandExecutor) {}

  async claim(email: string, memberId: string, actorId: string | null): Promise<void> {
    try {
      await this.executor.execute(claimStream(EMAIL_CLAIMS, email), emailClaims, { type: 'Claim', ownerId: memberId, value: email }, { actorId });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'DUPLICATE_EMAIL') throw duplicateEmail();
      // Two people claiming the same free email at once: the loser sees it as taken.
      if (error instanceof WrongExpectedRevisionError) throw duplicateEmail();
      throw error;
    }
  }

  async release(email: string, memberId: string, actorId: string | null): Promise<void> {
    await this.executor.execute(claimStream(EMAIL_CLAIMS, email), emailClaims, { type: 'Release', ownerId: memberId }, { actorId });
  }
}
