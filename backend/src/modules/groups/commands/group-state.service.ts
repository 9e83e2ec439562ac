import { Injectable } from '@nestjs/common';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { DomainError } from '../../../platform/errors/domain-error';
import { MemberIdentities, WHOLE_DIRECTORY, MemberQueriesService } from '../../members';
import { groupDecider, type ExistingGroup } from '../domain/group.decider';
import { groupStream } from '../domain/group.events';

/** What handlers check before they decide: the group as its stream has it, and that the people named exist. */
@Injectable()
export class GroupStateService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly members: MemberQueriesService,
    private readonly identities: MemberIdentities,
  ) {}

  /** The group (GROUP_NOT_FOUND when there is none): its leaders decide who may act on it. */
  async load(groupId: string): Promise<ExistingGroup> {
    const { state } = await this.executor.load(groupStream(groupId), groupDecider);
    if (state.status === 'none') throw new DomainError('GROUP_NOT_FOUND');
    return state;
  }

  /** A member's full name (MEMBER_NOT_FOUND when there is no such record). */
  async nameOf(memberId: string): Promise<string> {
    return (await this.current(memberId)).fullName;
  }

  /** Each of them a member record (else MEMBER_NOT_FOUND) that was not merged away. */
  async requireMembers(memberIds: Iterable<string>): Promise<void> {
    await Promise.all([...new Set(memberIds)].map((memberId) => this.current(memberId)));
  }

  /** The ids a person is known by in a group's stream: their record and those merged into it. */
  recordsOf(memberId: string): Promise<string[]> {
    return this.identities.recordsOf(memberId);
  }

  /**
   * The id the group's stream knows a person by. The roster shows a survivor in place of a record
   * merged into it, so a leader ticks, approves or removes the survivor; the group recorded the
   * merged record, and an unmerge gives it back that way.
   */
  async asTheGroupKnows(group: ExistingGroup, memberId: string): Promise<string> {
    const knows = (id: string) => id in group.members || id in group.pending || group.details.leaderIds.includes(id);
    if (knows(memberId)) return memberId;
    return (await this.identities.recordsOf(memberId)).find(knows) ?? memberId;
  }

  /** A record merged away lives on in its survivor: joining or leading is for the survivor (MEMBER_ALREADY_MERGED names it). */
  private async current(memberId: string) {
    const member = await this.members.get(memberId, WHOLE_DIRECTORY);
    if (member.mergedInto) throw new DomainError('MEMBER_ALREADY_MERGED', { survivorId: member.mergedInto.id });
    return member;
  }
}
