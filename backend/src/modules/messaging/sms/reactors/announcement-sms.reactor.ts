import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SMS_COMPOSE_LIMITS, type SmsAudienceDto } from '@koinonia/contracts';
import { bySystem } from '../../../../platform/commands/command-actor.type';
import { USER_DIRECTORY, type UserDirectory } from '../../../../platform/auth/user-directory.port';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { EVENT_STORE } from '../../../../platform/platform.tokens';
import type { EventStore } from '../../../../platform/event-store/event-store.port';
import type { Reactor, ReactorCheckpoint } from '../../../../platform/reactors/reactor.type';
import { ScheduleSmsSendCommand } from '../commands/schedule-sms-send/schedule-sms-send.command';
import { smsSendStream } from '../domain/sms.events';

/** The send an announcement makes: the same id every time for the same announcement, so a replayed event makes no second send. */
export function announcementSendId(announcementId: string): string {
  const hex = createHash('sha256').update(`announcement-sms\n${announcementId}`).digest('hex');
  const variant = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Announcements reach people by SMS too: the announcement's title and text, sent like a composed
 * message (per-recipient status, throttled, out of quiet hours) to every person of its audience
 * whose number has opted in. "everyone" is the whole directory; a role is the people whose accounts
 * hold it. Consent follows each person's own preference (see SmsPreferencesConsentReactor).
 */
@Injectable()
export class AnnouncementSmsReactor implements Reactor {
  readonly name = 'announcement-sms';
  // From now: a first start does not text the church every announcement ever made.
  readonly checkpoint: ReactorCheckpoint = { kind: 'document', from: 'now' };

  constructor(
    private readonly commands: CommandBus,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  handles(event: RecordedEvent): boolean {
    return event.type === 'AnnouncementSent';
  }

  async handle(event: RecordedEvent): Promise<void> {
    const { announcementId, title, message, audience, channels } = event.data as {
      announcementId: string;
      title: string;
      message: string;
      audience: string | null;
      /** Announcements sent since they reach people: the SMS audience worked out when sent (null: nobody to text). */
      channels?: { sms: SmsAudienceDto | null };
    };
    const sendId = announcementSendId(announcementId);
    if ((await this.eventStore.readStream(smsSendStream(sendId), { maxCount: 1 })).length > 0) return;
    let target: SmsAudienceDto;
    if (channels) {
      if (!channels.sms) return;
      target = channels.sms;
    } else if (audience === 'everyone') target = { kind: 'everyone' };
    else {
      const memberIds = (await this.users.accounts())
        .filter((account) => account.active && account.memberId && audience !== null && (account.roles as string[]).includes(audience))
        .map((account) => account.memberId as string);
      if (memberIds.length === 0) return;
      target = { kind: 'members', memberIds };
    }
    const body = `${title}: ${message}`.slice(0, SMS_COMPOSE_LIMITS.bodyMax);
    await this.commands.execute(new ScheduleSmsSendCommand(sendId, 'announcement', target, body, undefined, bySystem(event.metadata.actorId)));
  }
}
