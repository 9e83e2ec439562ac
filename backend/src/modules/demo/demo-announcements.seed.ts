import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { bySystem } from '../../platform/commands/command-actor.type';
import { DomainError } from '../../platform/errors/domain-error';
import { announcementBroadcastId, EmailBroadcastQueries, EmailBroadcastSender } from '../messaging';
import { SendAnnouncementCommand } from '../notifications';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Two announcements on the board, sent by the administrator through the real command: one to the
 * whole church, one to the hospitality team, each with an end date weeks away. Their emails go out
 * by the broadcast job (to the outbox, as the demo church has no mail server), waited for here so
 * the board opens on delivery counts that are done.
 */
@Injectable()
export class DemoAnnouncementsSeed {
  private readonly logger = new Logger('DemoAnnouncements');

  constructor(
    private readonly commands: CommandBus,
    private readonly broadcasts: EmailBroadcastQueries,
    private readonly sender: EmailBroadcastSender,
  ) {}

  async seed(adminUserId: string): Promise<void> {
    const admin = bySystem(adminUserId);
    const sent = [
      await this.send(
        {
          title: 'Christmas services',
          message:
            'Join us on Christmas Eve for candlelight services at 5 pm and 11 pm, and on Christmas morning at 10 am. Bring a friend: there is room for everyone.',
          priority: 'normal',
          audience: 'everyone',
          endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
        },
        admin,
      ),
      await this.send(
        {
          title: 'Greeters’ breakfast',
          message: 'Hospitality team: breakfast together in the fellowship hall next Saturday at 9 am, to plan the Advent welcome.',
          priority: 'low',
          to: { kind: 'ministry', ministry: 'Hospitality' },
          endsAt: new Date(Date.now() + 14 * DAY).toISOString(),
        },
        admin,
      ),
    ];
    for (const id of sent) await this.sendEmails(id);
  }

  private async send(announcement: SendAnnouncementCommand['announcement'], actor: ReturnType<typeof bySystem>): Promise<string> {
    const id = randomUUID();
    await this.commands.execute(new SendAnnouncementCommand(id, announcement, actor));
    return id;
  }

  /** The announcement's email broadcast, once its reactor has made it, sent through to the end. */
  private async sendEmails(announcementId: string): Promise<void> {
    const broadcastId = announcementBroadcastId(announcementId);
    for (let tries = 0; tries < 300; tries++) {
      try {
        await this.broadcasts.get(broadcastId);
        await this.sender.sendNow(broadcastId);
        return;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    this.logger.warn(`The email of announcement ${announcementId} was not made in time: its job sends it later`);
  }
}
