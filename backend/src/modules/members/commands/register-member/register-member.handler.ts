import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { MinistriesService } from '../../../organisation';
import { memberDecider } from '../../domain/member.decider';
import { memberStream } from '../../domain/member.events';
import { unknownMinistry } from '../../members.errors';
import { RegisterMemberCommand } from './register-member.command';

/**
 * A ministry that exists, then the record. An email is not unique among people: a household may
 * share one (uniqueness belongs to sign-in accounts, which identity keeps).
 */
@CommandHandler(RegisterMemberCommand)
export class RegisterMemberHandler implements ICommandHandler<RegisterMemberCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ministries: MinistriesService,
  ) {}

  async execute({ memberId, details, actor, joinedOn }: RegisterMemberCommand): Promise<CommandDone> {
    if (!(await this.ministries.exists(details.ministry))) throw unknownMinistry();
    const outcome = await this.executor.execute(
      memberStream(memberId),
      memberDecider,
      { type: 'RegisterMember', memberId, details, joinedOn },
      { actorId: actorIdOf(actor) },
    );
    return { id: memberId, revision: outcome.revision, position: outcome.position };
  }
}
