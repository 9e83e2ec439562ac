import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { OrganisationSettingsService } from '../../../organisation';
import { memberDecider } from '../../domain/member.decider';
import { memberStream, SELF_UPDATE_FIELDS, type MemberDetails } from '../../domain/member.events';
import { invalidPhone } from '../../members.errors';
import { normalisePhone } from '../../phones/phone-number.util';
import { directoryReaderOf, isOwnRecord } from '../../queries/member-visibility.util';
import { UpdateOwnDetailsCommand, type SelfUpdateDone } from './update-own-details.command';

/**
 * Only the member themselves (their account is linked to the record), and only their contact
 * details. The phone is normalised as a staff edit's is. When the church asks for approval the
 * change waits as a request; otherwise it goes through the same decision as a staff edit, marked as theirs.
 */
@CommandHandler(UpdateOwnDetailsCommand)
export class UpdateOwnDetailsHandler implements ICommandHandler<UpdateOwnDetailsCommand, SelfUpdateDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly settings: OrganisationSettingsService,
  ) {}

  async execute({ memberId, changes: typed, requestId, actor }: UpdateOwnDetailsCommand): Promise<SelfUpdateDone> {
    if (actor.kind === 'user') {
      // An account linked to no record has nothing of its own to change.
      if (!actor.user.memberId) throw new DomainError('MEMBER_NOT_FOUND');
      if (!isOwnRecord(directoryReaderOf(actor.user), memberId)) throw new DomainError('AUTHORIZATION');
    }
    const changes: Partial<MemberDetails> = {};
    for (const field of SELF_UPDATE_FIELDS) if (typed[field] !== undefined) changes[field] = typed[field];
    if (changes.phone) {
      const phone = normalisePhone(changes.phone, this.settings.church.country);
      if (phone === null) throw invalidPhone();
      changes.phone = phone;
    }
    const needsApproval = this.settings.church.selfUpdatesNeedApproval;
    const outcome = await this.executor.execute(
      memberStream(memberId),
      memberDecider,
      needsApproval
        ? { type: 'RequestSelfUpdate', memberId, requestId, changes, requestedBy: actorIdOf(actor) }
        : { type: 'ChangeMemberDetails', memberId, changes, by: 'self' },
      { actorId: actorIdOf(actor) },
    );
    const recorded = new Set(outcome.events.map((event) => event.type));
    const status = recorded.has('MemberSelfUpdateRequested') ? 'pending' : recorded.has('MemberDetailsChanged') ? 'applied' : 'unchanged';
    return { id: memberId, revision: outcome.revision, position: outcome.position, status };
  }
}
