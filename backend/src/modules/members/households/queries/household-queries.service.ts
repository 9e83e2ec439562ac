import { Inject, Injectable } from '@nestjs/common';
import type {
  HouseholdMemberView,
  HouseholdPage,
  HouseholdRelationship,
  HouseholdView,
  ListHouseholdsQueryDto,
  MemberHouseholdView,
} from '@koinonia/contracts';
import { READ_STORE } from '../../../../platform/platform.tokens';
import type { Filter, ReadStore } from '../../../../platform/read-store/read-store.port';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { householdDecider } from '../domain/household.decider';
import { householdStream } from '../domain/household.events';
import type { MemberDocument } from '../../projections/member-directory.projection';
import { escapeRegex } from '../../queries/member-queries.service';
import { isOwnRecord, isVisibleTo, toMemberView, type DirectoryReader } from '../../queries/member-visibility.util';
import type { HouseholdDocument } from '../projections/household-directory.projection';
import { nameKey } from '../name-key.util';
import { childRuleFor, type HouseholdMembership } from './child-visibility.rule';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A household whole, with its active people by name: for readers who see everything (the check-in kiosk, mailing labels). */
export interface WholeHousehold {
  id: string;
  name: string;
  address: string;
  people: Array<{ memberId: string; fullName: string; relationship: HouseholdRelationship }>;
}

/** A household as its stream has it now (not the read model): what a use case in another context judges before changing it. */
export interface HouseholdRecord {
  id: string;
  status: 'active' | 'merged' | 'dissolved';
  name: string;
  memberIds: string[];
  revision: number;
}

/**
 * Households as a reader may see them. Staff with members.private.read, and a member looking at
 * their own household, see it whole; anyone else sees only the people the directory would show
 * them (a child never: see child-visibility.rule), with the contact details those people share,
 * and the address only when one of them shares theirs. A household showing nobody is not found.
 */
@Injectable()
export class HouseholdQueriesService {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly executor: CommandExecutor,
  ) {}

  /** The household from its own stream, or null when there is none by this id. */
  async record(householdId: string): Promise<HouseholdRecord | null> {
    if (!UUID.test(householdId)) return null;
    const { state, revision } = await this.executor.load(householdStream(householdId), householdDecider);
    if (state.status === 'none') return null;
    return { id: householdId, status: state.status, name: state.name, memberIds: Object.keys(state.members), revision };
  }

  private get households() {
    return this.readStore.collection<HouseholdDocument>('households');
  }

  private get members() {
    return this.readStore.collection<MemberDocument>('members');
  }

  /** The lookup the directory's visibility uses: which household a person is in, by what relationship (null: none). */
  async membershipOf(memberId: string): Promise<HouseholdMembership | null> {
    return (await this.membershipsOf([memberId])).get(memberId) ?? null;
  }

  /** The same for many people in one read; people in no household are absent from the map. */
  async membershipsOf(memberIds: string[]): Promise<Map<string, HouseholdMembership>> {
    const found = new Map<string, HouseholdMembership>();
    if (memberIds.length === 0) return found;
    const wanted = new Set(memberIds);
    for (const household of await this.households.find({ memberIds: { $in: [...wanted] }, status: 'active' })) {
      for (const person of household.members) {
        if (wanted.has(person.memberId))
          found.set(person.memberId, { householdId: household._id, householdName: household.name, relationship: person.relationship });
      }
    }
    return found;
  }

  /**
   * Open households named like `search` or holding any of `memberIds` (both optional; neither: all of
   * them), by name, whole: the caller is the app on behalf of staff, never a member's read.
   */
  async wholeHouseholds(where: { search?: string; memberIds?: string[] }, limit?: number): Promise<WholeHousehold[]> {
    const either: Filter[] = [];
    const search = where.search ? nameKey(where.search) : '';
    if (search) either.push({ nameKey: { $regex: escapeRegex(search) } });
    if (where.memberIds?.length) either.push({ memberIds: { $in: where.memberIds } });
    if ((where.search || where.memberIds) && either.length === 0) return [];
    const filter: Filter = { status: 'active', ...(either.length ? { $or: either } : {}) };
    const documents = await this.households.find(filter, { sort: { nameKey: 1, _id: 1 }, ...(limit ? { limit } : {}) });
    const ids = [...new Set(documents.flatMap((household) => household.memberIds))];
    const people = new Map((ids.length ? await this.members.find({ _id: { $in: ids }, status: 'active' }) : []).map((member) => [member._id, member]));
    return documents.map((household) => ({
      id: household._id,
      name: household.name,
      address: household.address,
      people: household.members.flatMap((person) => {
        const member = people.get(person.memberId);
        return member ? [{ memberId: member._id, fullName: member.fullName, relationship: person.relationship }] : [];
      }),
    }));
  }

  /** The open household of this name (case and accents aside), if any: how an import finds the household a row names. */
  async idByName(name: string): Promise<string | null> {
    const [found] = await this.households.find({ status: 'active', nameKey: nameKey(name) }, { sort: { nameKey: 1, _id: 1 }, limit: 1 });
    return found?._id ?? null;
  }

  async list(query: ListHouseholdsQueryDto, reader: DirectoryReader): Promise<HouseholdPage> {
    const filter: Filter = { status: 'active' };
    const search = query.search ? nameKey(query.search) : '';
    if (search) filter.nameKey = { $regex: escapeRegex(search) };
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const sort = { nameKey: 1 as const, _id: 1 as const };
    if (reader.seesEverything) {
      const [documents, total] = await Promise.all([
        this.households.find(filter, { sort, skip: (page - 1) * pageSize, limit: pageSize }),
        this.households.countDocuments(filter),
      ]);
      return { items: await this.viewsOf(documents, reader), total, page, pageSize };
    }
    // Whether a household shows anyone depends on its people's choices: decided per household, then paged.
    const visible = await this.viewsOf(await this.households.find(filter, { sort }), reader);
    return { items: visible.slice((page - 1) * pageSize, page * pageSize), total: visible.length, page, pageSize };
  }

  /** A household the reader may see (else NOT_FOUND, as if there were none), as they may see it. */
  async get(id: string, reader: DirectoryReader): Promise<HouseholdView> {
    const document = UUID.test(id) ? await this.households.findOne({ _id: id }) : null;
    const [view] = document ? await this.viewsOf([document], reader) : [];
    if (!view) throw new DomainError('NOT_FOUND');
    return view;
  }

  /** The household of a member the reader may see (MEMBER_NOT_FOUND otherwise); `household: null` when they are in none the reader may see. */
  async ofMember(memberId: string, reader: DirectoryReader): Promise<MemberHouseholdView> {
    const member = UUID.test(memberId) ? await this.members.findOne({ _id: memberId }) : null;
    if (!member || !isVisibleTo(reader, member)) throw new DomainError('MEMBER_NOT_FOUND');
    const [document] = await this.households.find({ memberIds: memberId, status: 'active' }, { limit: 1 });
    const [view] = document ? await this.viewsOf([document], reader) : [];
    // A person the reader may not see in the household (a child, for an outsider) has none to show.
    return { household: view && view.members.some((person) => person.memberId === memberId) ? view : null };
  }

  private async viewsOf(documents: HouseholdDocument[], reader: DirectoryReader): Promise<HouseholdView[]> {
    const ids = [...new Set(documents.flatMap((household) => household.memberIds))];
    const people = new Map((ids.length ? await this.members.find({ _id: { $in: ids } }) : []).map((member) => [member._id, member]));
    return documents.map((household) => this.viewOf(household, people, reader)).filter((view): view is HouseholdView => view !== null);
  }

  private viewOf(household: HouseholdDocument, people: Map<string, MemberDocument>, reader: DirectoryReader): HouseholdView | null {
    const whole = reader.seesEverything || household.memberIds.some((memberId) => isOwnRecord(reader, memberId));
    const members: HouseholdMemberView[] = [];
    let addressShared = false;
    for (const person of household.members) {
      const member = people.get(person.memberId);
      // A person merged into another record is out of the household's view while merged: the survivor keeps its own household.
      if (!member || member.status === 'merged') continue;
      const base = { memberId: member._id, fullName: member.fullName, relationship: person.relationship };
      if (whole) {
        members.push({ ...base, email: member.email, phone: member.phone });
        continue;
      }
      const membership = { householdId: household._id, householdName: household.name, relationship: person.relationship };
      // The reader is outside this household here (else they see it whole).
      if (!isVisibleTo(reader, member) || childRuleFor(reader, { memberId: member._id, membership }, null) === 'hidden') continue;
      const seen = toMemberView(member, reader);
      addressShared ||= member.privacy.shareAddress;
      members.push({ ...base, ...(seen.email !== undefined ? { email: seen.email } : {}), ...(seen.phone !== undefined ? { phone: seen.phone } : {}) });
    }
    if (!whole && members.length === 0) return null;
    return {
      id: household._id,
      name: household.name,
      ...(whole || addressShared ? { address: household.address } : {}),
      status: household.status,
      ...(household.mergedInto ? { mergedInto: household.mergedInto } : {}),
      members,
      createdAt: household.createdAt,
      updatedAt: household.updatedAt,
      revision: household.revision,
    };
  }
}
