import { Inject, Injectable } from '@nestjs/common';
import type { BroadcastAudience, EmailAudiencePreview } from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../../platform/auth/user-directory.port';
import { DomainError } from '../../../../platform/errors/domain-error';
import { READ_STORE } from '../../../../platform/platform.tokens';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { RegistrationQueries } from '../../../events';
import { GroupQueriesService } from '../../../groups';
import { MemberQueriesService } from '../../../members';
import { PreferencesService } from '../../../preferences';
import type { QueuedRecipient } from '../domain/email-broadcast.events';
import type { EmailUnsubscribeDocument } from '../projections/email-broadcasts.projection';

export interface ResolvedAudience {
  /** One per email address (two people sharing one get one email), in directory order. */
  recipients: QueuedRecipient[];
  withoutEmail: number;
  unsubscribed: number;
}

/** Who an audience names in the directory now, with or without a sign-in account, and which of them an email reaches. */
@Injectable()
export class EmailAudience {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly members: MemberQueriesService,
    private readonly groups: GroupQueriesService,
    private readonly registrations: RegistrationQueries,
    private readonly preferences: PreferencesService,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  /** The event's title for `{eventTitle}` (an event audience), else ''; a group or event that does not exist is NOT_FOUND. */
  async eventTitleOf(audience: BroadcastAudience): Promise<string> {
    if (audience.kind === 'group' && !(await this.groups.memberIdsOf(audience.groupId))) throw new DomainError('NOT_FOUND');
    if (audience.kind !== 'event') return '';
    const event = await this.registrations.registrantsOf(audience.eventId);
    if (!event) throw new DomainError('NOT_FOUND');
    return event.title;
  }

  /** Everyone the audience names in the directory now (active people, with or without an email address). */
  async people(audience: BroadcastAudience): Promise<Array<{ id: string; fullName: string; email: string }>> {
    switch (audience.kind) {
      case 'everyone':
        return this.members.contacts();
      case 'role':
        return this.members.contacts({ role: audience.role });
      case 'ministry':
        return this.members.contacts({ ministry: audience.ministry });
      case 'group':
        return this.members.contacts({ ids: (await this.groups.memberIdsOf(audience.groupId)) ?? [] });
      case 'event':
        return this.members.contacts({ ids: (await this.registrations.registrantsOf(audience.eventId))?.memberIds ?? [] });
      case 'people':
        return this.members.contacts({ ids: audience.memberIds });
      default: {
        const unknown: never = audience;
        throw new Error(`Unknown audience ${JSON.stringify(unknown)}`);
      }
    }
  }

  /** Whether each of these people unsubscribed from the church's email. */
  async unsubscribedAmong(memberIds: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    const collection = this.readStore.collection<EmailUnsubscribeDocument>('email-unsubscribes');
    for (let start = 0; start < memberIds.length; start += 500)
      for (const document of await collection.find({ _id: { $in: memberIds.slice(start, start + 500) } })) found.add(document._id);
    return found;
  }

  /** Of these people, those whose sign-in account has turned email notifications off in their preferences. */
  async emailTurnedOffAmong(memberIds: readonly string[]): Promise<Set<string>> {
    const wanted = new Set(memberIds);
    const off = new Set<string>();
    for (const account of await this.users.accounts()) {
      if (!account.memberId || !wanted.has(account.memberId)) continue;
      if (!(await this.preferences.get(account.id)).notifications.emailNotifications) off.add(account.memberId);
    }
    return off;
  }

  /**
   * Who an email reaches. An announcement by email also follows each person's own preference where
   * they have an account (email notifications off: left out, counted with the unsubscribed).
   */
  async resolve(audience: BroadcastAudience, options: { announcement?: boolean } = {}): Promise<ResolvedAudience> {
    const people = await this.people(audience);
    const unsubscribedIds = await this.unsubscribedAmong(people.map((p) => p.id));
    if (options.announcement) for (const id of await this.emailTurnedOffAmong(people.map((p) => p.id))) unsubscribedIds.add(id);
    const seen = new Set<string>();
    const recipients: QueuedRecipient[] = [];
    let withoutEmail = 0;
    let unsubscribed = 0;
    for (const person of people) {
      const email = person.email.trim();
      if (!email) withoutEmail++;
      else if (unsubscribedIds.has(person.id)) unsubscribed++;
      else if (!seen.has(email.toLowerCase())) {
        seen.add(email.toLowerCase());
        recipients.push({ memberId: person.id, name: person.fullName, email });
      }
    }
    return { recipients, withoutEmail, unsubscribed };
  }

  async preview(audience: BroadcastAudience): Promise<EmailAudiencePreview> {
    await this.eventTitleOf(audience);
    const { recipients, withoutEmail, unsubscribed } = await this.resolve(audience);
    return { recipients: recipients.length, withoutEmail, unsubscribed };
  }
}
