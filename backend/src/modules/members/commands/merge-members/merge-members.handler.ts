import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { memberDecider } from '../../domain/member.decider';
import { memberStream } from '../../domain/member.events';
import { MergeMembersCommand } from './merge-members.command';

/**
 * A merge touches two streams, which cannot be appended to at once: the merged record is marked
 * first (a concurrent merge of it elsewhere is then refused, not doubled), then the survivor takes
 * the chosen values. When the second step fails the first is undone; a retry of the same request
 * records nothing that already happened, so it can also finish a merge a crash left half done.
 */
@CommandHandler(MergeMembersCommand)
export class MergeMembersHandler implements ICommandHandler<MergeMembersCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ survivorId, mergedId, fields, expectedRevision, actor }: MergeMembersCommand): Promise<CommandDone> {
    if (survivorId === mergedId) throw new DomainError('MEMBER_MERGE_SAME_RECORD');
    const [survivor, merged] = await Promise.all([
      this.executor.load(memberStream(survivorId), memberDecider),
      this.executor.load(memberStream(mergedId), memberDecider),
    ]);
    if (survivor.state.status === 'none' || merged.state.status === 'none') throw new DomainError('MEMBER_NOT_FOUND');
    // Refused before anything is written: neither half may happen when the whole cannot.
    if (survivor.state.mergedInto) throw new DomainError('MEMBER_ALREADY_MERGED');
    if (merged.state.mergedInto && merged.state.mergedInto !== survivorId) throw new DomainError('MEMBER_ALREADY_MERGED');

    const options = { actorId: actorIdOf(actor), correlationId: randomUUID() };
    const into = await this.executor.execute(
      memberStream(mergedId),
      memberDecider,
      { type: 'MergeMemberInto', memberId: mergedId, survivorId },
      { ...options, expectedRevision: merged.revision },
    );
    const record = { memberId: mergedId, fullName: merged.state.details.fullName, values: { ...merged.state.details, photoId: merged.state.photoId ?? null } };
    try {
      const done = await this.executor.execute(
        memberStream(survivorId),
        memberDecider,
        { type: 'MergeMember', memberId: survivorId, merged: record, fields },
        { ...options, expectedRevision: expectedRevision ?? survivor.revision },
      );
      return { id: survivorId, revision: done.revision, position: done.position ?? into.position };
    } catch (error) {
      if (into.events.length > 0) {
        await this.executor.execute(memberStream(mergedId), memberDecider, { type: 'UnmergeMemberFrom', memberId: mergedId, survivorId }, options);
      }
      throw error;
    }
  }
}
