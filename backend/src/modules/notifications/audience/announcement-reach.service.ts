import { Inject, Injectable } from '@nestjs/common';
import type { AnnouncementAudience, AnnouncementReach, AnnouncementTarget, BroadcastAudience, SmsAudienceDto } from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { EmailAudience, SmsAudienceService } from '../../messaging';
import type { AnnouncementChannels } from '../domain/announcement.events';
import { audienceOf, recipientsOf } from '../domain/notification-audience';

export interface AnnouncementAddress {
  /** The first form: everyone, or the accounts of one sign-in role. */
  audience?: AnnouncementAudience;
  /** People of the directory; wins over `audience`. */
  to?: AnnouncementTarget;
}

export interface ResolvedReach {
  audience: AnnouncementAudience | null;
  to: AnnouncementTarget | null;
  audienceLabel: string;
  channels: AnnouncementChannels;
  reach: AnnouncementReach;
}

/**
 * Who an announcement reaches by each channel, over people (member records, most without an
 * account): by email, those of them with an address who have not unsubscribed nor turned email
 * off (the email broadcasts' own resolution); by SMS, those whose number opted in (the SMS
 * audiences'); in the app, the accounts among them. The preview answers these counts, and sending
 * records them with the channels' audiences, which the channels' reactors then use.
 */
@Injectable()
export class AnnouncementReachService {
  constructor(
    private readonly email: EmailAudience,
    private readonly sms: SmsAudienceService,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  async resolve(address: AnnouncementAddress): Promise<ResolvedReach> {
    const accounts = (await this.users.accounts()).filter((account) => account.active);
    const to = address.to ? this.targetOf(address.to) : address.audience === 'everyone' || !address.audience ? { kind: 'everyone' as const } : null;
    let email: BroadcastAudience | null;
    let sms: SmsAudienceDto | null;
    let userIds: string[] | null = null;
    let audience: AnnouncementAudience | null = null;
    let audienceLabel = '';
    if (to === null) {
      // One sign-in role: the people whose accounts hold it.
      const role = address.audience as Exclude<AnnouncementAudience, 'everyone'>;
      const memberIds = [...new Set(accounts.filter((a) => a.memberId && a.roles.includes(role)).map((a) => a.memberId as string))];
      email = memberIds.length > 0 ? { kind: 'people', memberIds } : null;
      sms = memberIds.length > 0 ? { kind: 'members', memberIds } : null;
      audience = role;
      audienceLabel = role;
    } else if (to.kind === 'everyone') {
      email = { kind: 'everyone' };
      sms = { kind: 'everyone' };
      audience = 'everyone';
    } else {
      // A group or ministry must exist (NOT_FOUND, or the SMS audience's 400 for an unknown ministry).
      await this.email.eventTitleOf(to);
      email = to;
      const value = to.kind === 'role' ? to.role : to.kind === 'ministry' ? to.ministry : to.groupId;
      sms = { kind: to.kind, value };
      audienceLabel = to.kind === 'group' ? ((await this.sms.options()).groups.find((g) => g.id === to.groupId)?.name ?? '') : value;
    }

    const people = email ? await this.email.people(email) : [];
    if (to !== null && to.kind !== 'everyone') {
      const ids = new Set(people.map((p) => p.id));
      userIds = accounts.filter((a) => a.memberId && ids.has(a.memberId)).map((a) => a.id);
    }
    const emailCount = email ? (await this.email.resolve(email, { announcement: true })).recipients.length : 0;
    const smsPhones = sms ? new Set((await this.sms.resolve(sms)).recipients.map((r) => r.phone)) : new Set<string>();
    const candidates = accounts.map((a) => ({ id: a.id, roles: a.roles, active: a.active, memberId: a.memberId }));
    const inApp = userIds ? userIds.length : recipientsOf(audienceOf(audience ?? 'everyone'), candidates).length;
    return {
      audience,
      to: address.to ? to : null,
      audienceLabel,
      channels: { email, sms, userIds },
      reach: { people: people.length, inApp, email: emailCount, sms: smsPhones.size },
    };
  }

  /** Only the fields the kind names (a DTO may carry others). */
  private targetOf(to: AnnouncementTarget): AnnouncementTarget {
    switch (to.kind) {
      case 'role':
        return { kind: 'role', role: to.role };
      case 'ministry':
        return { kind: 'ministry', ministry: to.ministry.trim() };
      case 'group':
        return { kind: 'group', groupId: to.groupId };
      default:
        return { kind: 'everyone' };
    }
  }
}
