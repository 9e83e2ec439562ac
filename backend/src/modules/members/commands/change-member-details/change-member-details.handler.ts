import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { MinistriesService } from '../../../organisation';
import { memberDecider } from '../../domain/member.decider';
import { memberStream } from '../../domain/member.events';
import { unknownMinistry } from '../../members.errors';
import { MemberEmailClaims } from '../member-email-claims.service';
import { ChangeMemberDetailsCommand } from './change-member-details.command';

/** A new ministry must exist; a new email is claimed first and the old one let go after. */
@CommandHandler(ChangeMemberDetailsCommand)
export class ChangeMemberDetailsHandler implements ICommandHandler<ChangeMemberDetailsCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ministries: MinistriesService,
    private readonly emails: MemberEmailClaims,
  ) {}

  async execute({ memberId, changes, expectedRevision, actor }: ChangeMemberDetailsCommand): Promise<CommandDone> {
    const current = await this.executor.load(memberStream(memberId), memberDecider);
    if (current.state.status === 'none') throw new DomainError('MEMBER_NOT_FOUND');
    if (changes.ministry !== undefined && changes.ministry !== current.state.details.ministry && !(await this.ministries.exists(changes.ministry))) {
      throw unknownMinistry();
    }
    const actorId = actorIdOf(actor);
    const oldEmail = current.state.details.email;
    const newEmail = changes.email !== undefined && changes.email !== oldEmail ? changes.email : null;
    if (newEmail) await this.emails.claim(newEmail, memberId, actorId);
    try {
      const outcome = await this.executor.execute(
        memberStream(memberId),
        memberDecider,
        { type: 'ChangeMemberDetails', memberId, changes },
        { actorId, expectedRevision },
      );
      if (newEmail) await this.emails.release(oldEmail, memberId, actorId);
      return { id: memberId, revision: outcome.revision, position: outcome.position };
    } catch (error) {
      if (newEmail) await this.emails.release(newEmail, memberId, actorId);
      throw error;
    }
  }
}
