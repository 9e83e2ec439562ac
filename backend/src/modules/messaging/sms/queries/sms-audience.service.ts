import { Inject, Injectable } from '@nestjs/common';
import { MEMBER_ROLES, VALIDATION_MESSAGES, type ListMembersQueryDto, type MemberView, type SmsAudienceDto } from '@koinonia/contracts';
import { DomainError } from '../../../../platform/errors/domain-error';
import { READ_STORE } from '../../../../platform/platform.tokens';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { MemberQueriesService, WHOLE_DIRECTORY } from '../../../members';
import { MinistriesService } from '../../../organisation';
import type { SmsAudienceRecord } from '../domain/sms.events';
import {
  smsAudienceLinksProjection,
  smsAudienceTargetsProjection,
  smsConsentsProjection,
  type SmsAudienceLinkDocument,
  type SmsAudienceTargetDocument,
  type SmsConsentDocument,
} from '../projections/sms.projections';

/** A person an audience holds, with the mobile number they would be sent to ('' when none). */
export interface AudiencePerson {
  memberId: string;
  fullName: string;
  phone: string;
}

export interface ResolvedAudience {
  record: SmsAudienceRecord;
  /** Everyone in the audience. */
  people: AudiencePerson[];
  /** Those of them whose number has opted in: who will receive it. */
  recipients: AudiencePerson[];
  /** The event's title, for {eventTitle}, when the audience is an event's registrants. */
  eventTitle: string;
}

/** The whole active directory: a church's size, read once per resolution. */
const EVERYONE = 100_000;

/**
 * Who an audience is now: the active members it names, then only those whose number has opted in to
 * SMS. Group members and event registrants come from messaging's own copy of those contexts' events.
 */
@Injectable()
export class SmsAudienceService {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly members: MemberQueriesService,
    private readonly ministries: MinistriesService,
  ) {}

  private get consents() {
    return this.readStore.collection<SmsConsentDocument>(smsConsentsProjection.collection);
  }

  async resolve(audience: SmsAudienceDto): Promise<ResolvedAudience> {
    const value = audience.value?.trim() ?? '';
    const invalid = (field: string) => DomainError.validation([{ field: `audience.${field}`, message: VALIDATION_MESSAGES.choice }]);
    let people: AudiencePerson[];
    let label = '';
    let eventTitle = '';
    switch (audience.kind) {
      case 'everyone':
        people = await this.directory({});
        break;
      case 'role':
        if (!(MEMBER_ROLES as readonly string[]).includes(value)) throw invalid('value');
        people = await this.directory({ role: value as MemberView['role'] });
        label = value;
        break;
      case 'ministry':
        if (!value || !(await this.ministries.exists(value))) throw invalid('value');
        people = await this.directory({ ministry: value });
        label = value;
        break;
      case 'group':
      case 'event': {
        const target = await this.readStore
          .collection<SmsAudienceTargetDocument>(smsAudienceTargetsProjection.collection)
          .findOne({ _id: `${audience.kind}:${value}` });
        if (!target) throw invalid('value');
        const links = await this.readStore
          .collection<SmsAudienceLinkDocument>(smsAudienceLinksProjection.collection)
          .find({ kind: audience.kind, targetId: value });
        const ids = new Set(links.map((link) => link.memberId));
        people = (await this.directory({})).filter((person) => ids.has(person.memberId));
        label = target.name;
        if (audience.kind === 'event') eventTitle = target.name;
        break;
      }
      case 'members': {
        const ids = new Set(audience.memberIds ?? []);
        if (ids.size === 0) throw DomainError.validation([{ field: 'audience.memberIds', message: VALIDATION_MESSAGES.required }]);
        people = (await this.directory({})).filter((person) => ids.has(person.memberId));
        break;
      }
      default: {
        const unknown: never = audience.kind;
        throw invalid(`kind ${String(unknown)}`);
      }
    }
    const optedIn = await this.optedIn(people.map((person) => person.phone).filter(Boolean));
    return {
      record: { kind: audience.kind, value: audience.kind === 'everyone' || audience.kind === 'members' ? null : value, label },
      people,
      recipients: people.filter((person) => person.phone && optedIn.has(person.phone)),
      eventTitle,
    };
  }

  /** Of these numbers, those opted in now. */
  async optedIn(phones: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    const unique = [...new Set(phones)];
    for (let start = 0; start < unique.length; start += 500) {
      const documents = await this.consents.find({ _id: { $in: unique.slice(start, start + 500) }, optedIn: true });
      for (const document of documents) found.add(document._id);
    }
    return found;
  }

  /** Active members of the whole directory, narrowed by role or ministry. Numbers are stored in E.164 already. */
  async directory(filter: Pick<ListMembersQueryDto, 'role' | 'ministry'>): Promise<AudiencePerson[]> {
    const page = await this.members.list({ ...filter, status: 'active', page: 1, pageSize: EVERYONE } as ListMembersQueryDto, WHOLE_DIRECTORY);
    return page.items.map((member) => ({
      memberId: member.id,
      fullName: member.fullName,
      phone: member.phone?.startsWith('+') ? member.phone.split(';')[0] : '',
    }));
  }

  async options(): Promise<{ ministries: string[]; groups: Array<{ id: string; name: string }>; events: Array<{ id: string; name: string }> }> {
    const targets = await this.readStore.collection<SmsAudienceTargetDocument>(smsAudienceTargetsProjection.collection).find({ closed: false });
    const of = (kind: 'group' | 'event') =>
      targets
        .filter((target) => target.kind === kind)
        .map((target) => ({ id: target._id.slice(kind.length + 1), name: target.name }))
        .sort((a, b) => a.name.localeCompare(b.name));
    return { ministries: (await this.ministries.list()).map((ministry) => ministry.name), groups: of('group'), events: of('event') };
  }
}
