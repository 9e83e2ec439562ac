import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { MinistriesService, OrganisationSettingsService } from '../../../organisation';
import { memberDecider } from '../../domain/member.decider';
import { memberStream } from '../../domain/member.events';
import { invalidPhone, unknownMinistry } from '../../members.errors';
import { normalisePhone } from '../../phones/phone-number.util';
import { ChangeMemberDetailsCommand } from './change-member-details.command';

/** A new ministry must exist and a new phone be valid (stored in E.164); an email may be one another person of the household also uses. */
@CommandHandler(ChangeMemberDetailsCommand)
export class ChangeMemberDetailsHandler implements ICommandHandler<ChangeMemberDetailsCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ministries: MinistriesService,
    private readonly settings: OrganisationSettingsService,
  ) {}

  async execute({ memberId, changes: typed, expectedRevision, actor }: ChangeMemberDetailsCommand): Promise<CommandDone> {
    const changes = { ...typed };
    if (typed.phone !== undefined) {
      const phone = normalisePhone(typed.phone, this.settings.church.country);
      if (phone === null) throw invalidPhone();
      changes.phone = phone;
    }
    const current = await this.executor.load(memberStream(memberId), memberDecider);
    if (current.state.status === 'none') throw new DomainError('MEMBER_NOT_FOUND');
    if (changes.ministry !== undefined && changes.ministry !== current.state.details.ministry && !(await this.ministries.exists(changes.ministry))) {
      throw unknownMinistry();
    }
    const outcome = await this.executor.execute(
      memberStream(memberId),
      memberDecider,
      { type: 'ChangeMemberDetails', memberId, changes },
      { actorId: actorIdOf(actor), expectedRevision },
    );
    return { id: memberId, revision: outcome.revision, position: outcome.position };
  }
}
