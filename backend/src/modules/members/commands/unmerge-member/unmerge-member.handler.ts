import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { memberDecider } from '../../domain/member.decider';
import { memberStream } from '../../domain/member.events';
import { UnmergeMemberCommand } from './unmerge-member.command';

/**
 * The survivor first (its values before the merge come back from the merge's own event), then the
 * merged record reappears. Either half already done is skipped, so a retry finishes what a failed
 * attempt began; a pair that is not merged at all is refused.
 */
@CommandHandler(UnmergeMemberCommand)
export class UnmergeMemberHandler implements ICommandHandler<UnmergeMemberCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ survivorId, mergedId, actor }: UnmergeMemberCommand): Promise<CommandDone> {
    const [survivor, merged] = await Promise.all([
      this.executor.load(memberStream(survivorId), memberDecider),
      this.executor.load(memberStream(mergedId), memberDecider),
    ]);
    if (survivor.state.status === 'none' || merged.state.status === 'none') throw new DomainError('MEMBER_NOT_FOUND');
    const survivorHolds = survivor.state.merges?.[mergedId] !== undefined;
    const mergedPoints = merged.state.mergedInto === survivorId;
    if (!survivorHolds && !mergedPoints) throw new DomainError('MEMBER_NOT_MERGED');

    const options = { actorId: actorIdOf(actor), correlationId: randomUUID() };
    let done: CommandDone = { id: survivorId, revision: survivor.revision, position: null };
    if (survivorHolds) {
      const outcome = await this.executor.execute(
        memberStream(survivorId),
        memberDecider,
        { type: 'UnmergeMember', memberId: survivorId, mergedId },
        { ...options, expectedRevision: survivor.revision },
      );
      done = { id: survivorId, revision: outcome.revision, position: outcome.position };
    }
    if (mergedPoints) {
      const outcome = await this.executor.execute(
        memberStream(mergedId),
        memberDecider,
        { type: 'UnmergeMemberFrom', memberId: mergedId, survivorId },
        { ...options, expectedRevision: merged.revision },
      );
      done = { ...done, position: outcome.position ?? done.position };
    }
    return done;
  }
}
