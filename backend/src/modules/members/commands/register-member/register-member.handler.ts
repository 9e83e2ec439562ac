import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { MinistriesService } from '../../../organisation';
import { memberDecider } from '../../domain/member.decider';
import { memberStream } from '../../domain/member.events';
import { unknownMinistry } from '../../members.errors';
import { MemberEmailClaims } from '../member-email-claims.service';
import { RegisterMemberCommand } from './register-member.command';

/** A ministry that exists, an email no other member holds, then the record. */
@CommandHandler(RegisterMemberCommand)
export class RegisterMemberHandler implements ICommandHandler<RegisterMemberCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ministries: MinistriesService,
    private readonly emails: MemberEmailClaims,
  ) {}

  async execute({ memberId, details, actor, joinedOn }: RegisterMemberCommand): Promise<CommandDone> {
    if (!(await this.ministries.exists(details.ministry))) throw unknownMinistry();
    const actorId = actorIdOf(actor);
    await this.emails.claim(details.email, memberId, actorId);
    try {
      const outcome = await this.executor.execute(memberStream(memberId), memberDecider, { type: 'RegisterMember', memberId, details, joinedOn }, { actorId });
      return { id: memberId, revision: outcome.revision, position: outcome.position };
    } catch (error) {
      await this.emails.release(details.email, memberId, actorId);
      throw error;
    }
  }
}
