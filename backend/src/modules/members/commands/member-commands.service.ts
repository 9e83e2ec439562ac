import { Injectable } from '@nestjs/common';
import type { MemberPrivacy } from '@koinonia/contracts';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { claimDecider, claimStream } from '../../../platform/commands/unique-claim.decider';
import { DomainError } from '../../../platform/errors/domain-error';
import { MinistriesService } from '../../organisation';
import { memberDecider, type MemberCommand } from '../domain/member.decider';
import { memberStream, type MemberDetails } from '../domain/member.events';
import { duplicateEmail, unknownMinistry } from '../members.errors';

const EMAIL_CLAIMS = 'memberemail';
const emailClaims = claimDecider('DUPLICATE_EMAIL');

export interface CommandActor {
  actorId: string | null;
}

export interface MemberCommandResult {
  id: string;
  revision: number;
  position: bigint | null;
}

/**
 * The member commands and the one rule that spans aggregates: an email belongs to one member.
 * Each email has a claim stream; a member takes it before registering or switching to it and
 * lets the old one go after.
 */
@Injectable()
export class MemberCommandsService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ministries: MinistriesService,
  ) {}

  async register(memberId: string, details: MemberDetails, actor: CommandActor, options: { joinedOn?: string; now?: Date } = {}): Promise<MemberCommandResult> {
    if (!(await this.ministries.exists(details.ministry))) throw unknownMinistry();
    await this.claimEmail(details.email, memberId, actor);
    try {
      const outcome = await this.executor.execute(
        memberStream(memberId),
        memberDecider,
        { type: 'RegisterMember', memberId, details, joinedOn: options.joinedOn },
        { actorId: actor.actorId, now: options.now },
      );
      return { id: memberId, revision: outcome.revision, position: outcome.position };
    } catch (error) {
      await this.releaseEmail(details.email, memberId, actor);
      throw error;
    }
  }

  async changeDetails(
    memberId: string,
    changes: Partial<MemberDetails>,
    expectedRevision: number | undefined,
    actor: CommandActor,
  ): Promise<MemberCommandResult> {
    const current = await this.executor.load(memberStream(memberId), memberDecider);
    if (current.state.status === 'none') throw new DomainError('MEMBER_NOT_FOUND');
    if (changes.ministry !== undefined && changes.ministry !== current.state.details.ministry && !(await this.ministries.exists(changes.ministry))) {
      throw unknownMinistry();
    }
    const oldEmail = current.state.details.email;
    const newEmail = changes.email !== undefined && changes.email !== oldEmail ? changes.email : null;
    if (newEmail) await this.claimEmail(newEmail, memberId, actor);
    try {
      const outcome = await this.run(memberId, { type: 'ChangeMemberDetails', memberId, changes }, expectedRevision, actor);
      if (newEmail) await this.releaseEmail(oldEmail, memberId, actor);
      return outcome;
    } catch (error) {
      if (newEmail) await this.releaseEmail(newEmail, memberId, actor);
      throw error;
    }
  }

  archive(memberId: string, expectedRevision: number | undefined, actor: CommandActor): Promise<MemberCommandResult> {
    return this.run(memberId, { type: 'ArchiveMember', memberId }, expectedRevision, actor);
  }

  restore(memberId: string, expectedRevision: number | undefined, actor: CommandActor): Promise<MemberCommandResult> {
    return this.run(memberId, { type: 'RestoreMember', memberId }, expectedRevision, actor);
  }

  changePrivacy(memberId: string, privacy: MemberPrivacy, expectedRevision: number | undefined, actor: CommandActor): Promise<MemberCommandResult> {
    return this.run(memberId, { type: 'ChangeMemberPrivacy', memberId, privacy }, expectedRevision, actor);
  }

  private async run(memberId: string, command: MemberCommand, expectedRevision: number | undefined, actor: CommandActor): Promise<MemberCommandResult> {
    const outcome = await this.executor.execute(memberStream(memberId), memberDecider, command, { actorId: actor.actorId, expectedRevision });
    return { id: memberId, revision: outcome.revision, position: outcome.position };
  }

  private async claimEmail(email: string, memberId: string, actor: CommandActor): Promise<void> {
    try {
      await this.executor.execute(
        claimStream(EMAIL_CLAIMS, email),
        emailClaims,
        { type: 'Claim', ownerId: memberId, value: email },
        { actorId: actor.actorId },
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'DUPLICATE_EMAIL') throw duplicateEmail();
      // Two people claiming the same free email at once: the loser sees it as taken.
      if (error instanceof Error && error.name === 'WrongExpectedRevisionError') throw duplicateEmail();
      throw error;
    }
  }

  private async releaseEmail(email: string, memberId: string, actor: CommandActor): Promise<void> {
    await this.executor.execute(claimStream(EMAIL_CLAIMS, email), emailClaims, { type: 'Release', ownerId: memberId }, { actorId: actor.actorId });
  }
}
