import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { BroadcastAudience } from '@koinonia/contracts';
import { bySystem } from '../../../../platform/commands/command-actor.type';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Reactor, ReactorCheckpoint } from '../../../../platform/reactors/reactor.type';
import { CreateEmailBroadcastCommand } from '../commands/create-email-broadcast/create-email-broadcast.command';

/** The broadcast an announcement makes: the same id every time for the same announcement, so a replayed event makes no second one. */
export function announcementBroadcastId(announcementId: string): string {
  const hex = createHash('sha256').update(`announcement-email\n${announcementId}`).digest('hex');
  const variant = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Announcements reach people by email: an email broadcast (the same throttled, resumable job, with
 * each recipient's outcome and one-click unsubscribe) of the announcement's title and text to the
 * audience worked out when it was sent. The job leaves out those who unsubscribed and, where they
 * have an account, those who turned email notifications off.
 */
@Injectable()
export class AnnouncementEmailReactor implements Reactor {
  readonly name = 'announcement-email';
  // From now: a first start does not email the church every announcement ever made.
  readonly checkpoint: ReactorCheckpoint = { kind: 'document', from: 'now' };

  constructor(private readonly commands: CommandBus) {}

  handles(event: RecordedEvent): boolean {
    return event.type === 'AnnouncementSent';
  }

  async handle(event: RecordedEvent): Promise<void> {
    const { announcementId, title, message, channels } = event.data as {
      announcementId: string;
      title: string;
      message: string;
      channels?: { email: BroadcastAudience | null };
    };
    if (!channels?.email) return;
    const draft = { subject: title, text: message, audience: channels.email, sendAt: null, announcementId };
    await this.commands.execute(new CreateEmailBroadcastCommand(announcementBroadcastId(announcementId), draft, bySystem(event.metadata.actorId)));
  }
}
