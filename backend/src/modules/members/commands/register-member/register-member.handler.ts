import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { MinistriesService, OrganisationSettingsService } from '../../../organisation';
import { memberDecider } from '../../domain/member.decider';
import { memberStream } from '../../domain/member.events';
import { invalidPhone, unknownMinistry } from '../../members.errors';
import { normalisePhone } from '../../phones/phone-number.util';
import { RegisterMemberCommand } from './register-member.command';

/**
 * A ministry that exists and a valid phone (stored in E.164, read in the church's country), then the record. An email is not unique among people: a household may
 * share one (uniqueness belongs to sign-in accounts, which identity keeps).
 */
@CommandHandler(RegisterMemberCommand)
export class RegisterMemberHandler implements ICommandHandler<RegisterMemberCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ministries: MinistriesService,
    private readonly settings: OrganisationSettingsService,
  ) {}

  async execute({ memberId, details: typed, actor, joinedOn }: RegisterMemberCommand): Promise<CommandDone> {
    if (!(await this.ministries.exists(typed.ministry))) throw unknownMinistry();
    const phone = normalisePhone(typed.phone, this.settings.church.country);
    if (phone === null) throw invalidPhone();
    const details = { ...typed, phone };
    const outcome = await this.executor.execute(
      memberStream(memberId),
      memberDecider,
      { type: 'RegisterMember', memberId, details, joinedOn },
      { actorId: actorIdOf(actor) },
    );
    return { id: memberId, revision: outcome.revision, position: outcome.position };
  }
}
