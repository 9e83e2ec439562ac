import { Injectable } from '@nestjs/common';
import type { ListMembersQueryDto, MemberView } from '@koinonia/contracts';
import { MemberIdentities, MemberQueriesService, WHOLE_DIRECTORY, type DirectoryReader } from '../../members';

/** The most one read of the directory lists: a register is of the whole congregation. */
const WHOLE = 100_000;

/**
 * The people a register names, read through the members context's public face (never its
 * collection): registers are kept by staff who read the whole directory.
 */
@Injectable()
export class AttendancePeople {
  constructor(
    private readonly members: MemberQueriesService,
    private readonly identities: MemberIdentities,
  ) {}

  /** The ids whose attendance shows under this person: themself and the records merged into them (none when they were merged away). */
  recordsOf(memberId: string): Promise<string[]> {
    return this.identities.recordsOf(memberId);
  }

  /** For the ids merged into another record, the record they now show under. */
  survivorsOf(memberIds: Iterable<string>): Promise<Map<string, string>> {
    return this.identities.survivorsOf(memberIds);
  }

  /** Everyone who may be ticked in a register: the active directory, by name. */
  async active(): Promise<MemberView[]> {
    const page = await this.members.list({ status: 'active', page: 1, pageSize: WHOLE, sort: 'name' } as ListMembersQueryDto, WHOLE_DIRECTORY);
    return page.items;
  }

  /** Names of everyone, archived people too: a register outlives a membership. */
  async names(): Promise<Map<string, string>> {
    const [active, archived] = await Promise.all(
      (['active', 'archived'] as const).map((status) => this.members.list({ status, page: 1, pageSize: WHOLE } as ListMembersQueryDto, WHOLE_DIRECTORY)),
    );
    return new Map([...active.items, ...archived.items].map((member) => [member.id, member.fullName]));
  }

  /** One person, whole (MEMBER_NOT_FOUND when there is none). */
  person(memberId: string): Promise<MemberView> {
    return this.members.get(memberId, WHOLE_DIRECTORY);
  }

  /** The person as a reader may see them (MEMBER_NOT_FOUND when hidden from them). */
  async visibleTo(memberId: string, reader: DirectoryReader): Promise<void> {
    await this.members.get(memberId, reader);
  }

  /** Active members whose name or contact details contain `text` (the directory's own search). */
  async search(text: string, limit: number): Promise<MemberView[]> {
    const page = await this.members.list({ status: 'active', search: text, page: 1, pageSize: limit, sort: 'name' } as ListMembersQueryDto, WHOLE_DIRECTORY);
    return page.items;
  }
}
