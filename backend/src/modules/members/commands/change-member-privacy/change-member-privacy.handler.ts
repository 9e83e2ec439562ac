import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { can } from '@koinonia/contracts';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { memberDecider } from '../../domain/member.decider';
import { memberStream } from '../../domain/member.events';
import { MemberQueriesService } from '../../queries/member-queries.service';
import { directoryReaderOf, isOwnRecord } from '../../queries/member-visibility.util';
import { ChangeMemberPrivacyCommand } from './change-member-privacy.command';

/**
 * The member themselves, or someone who may change the directory. Anyone else is refused as the
 * profile would answer them: MEMBER_NOT_FOUND for a record hidden from them, else AUTHORIZATION.
 */
@CommandHandler(ChangeMemberPrivacyCommand)
export class ChangeMemberPrivacyHandler implements ICommandHandler<ChangeMemberPrivacyCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: MemberQueriesService,
  ) {}

  async execute({ memberId, privacy, expectedRevision, actor }: ChangeMemberPrivacyCommand): Promise<CommandDone> {
    if (actor.kind === 'user') {
      const reader = directoryReaderOf(actor.user);
      if (!isOwnRecord(reader, memberId) && !can(actor.user.roles, 'members.write')) {
        await this.queries.get(memberId, reader);
        throw new DomainError('AUTHORIZATION');
      }
    }
    const outcome = await this.executor.execute(
      memberStream(memberId),
      memberDecider,
      { type: 'ChangeMemberPrivacy', memberId, privacy },
      { actorId: actorIdOf(actor), expectedRevision },
    );
    return { id: memberId, revision: outcome.revision, position: outcome.position };
  }
}
