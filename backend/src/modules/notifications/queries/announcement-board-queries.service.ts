import { Inject, Injectable } from '@nestjs/common';
import { can, type AnnouncementBoard, type AnnouncementDelivery, type AnnouncementView, type CurrentUser } from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { DomainError } from '../../../platform/errors/domain-error';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { announcementBroadcastId, announcementSendId, EmailBroadcastQueries, SmsQueries } from '../../messaging';
import { announcementBoardProjection, type AnnouncementBoardDocument } from '../projections/announcement-board.projection';

type Viewer = Pick<CurrentUser, 'id' | 'roles'>;

/** Whether the announcement was for this account: everyone's, their role's, or one of the accounts among its people. */
function isFor(document: AnnouncementBoardDocument, viewer: Viewer): boolean {
  if (document.userIds) return document.userIds.includes(viewer.id);
  return document.audience === null || document.audience === 'everyone' || viewer.roles.includes(document.audience);
}

/**
 * The announcements board: those for the reader, until each one's end date (`now`: the clock the
 * caller reads, so a test can look a week ahead). Those who may send announcements see every one,
 * with its counts when sent and each channel's progress since (read from the email broadcast and
 * the SMS send the announcement made).
 */
@Injectable()
export class AnnouncementBoardQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
    private readonly emails: EmailBroadcastQueries,
    private readonly texts: SmsQueries,
  ) {}

  private get documents() {
    return this.readStore.collection<AnnouncementBoardDocument>(announcementBoardProjection.collection);
  }

  async board(viewer: Viewer, now = new Date()): Promise<AnnouncementBoard> {
    const sender = can(viewer.roles, 'announcements.send');
    const current = (await this.documents.find({ endsAt: { $gt: now.toISOString() } }, { sort: { sentAt: -1 }, limit: 200 })).filter(
      (document) => sender || isFor(document, viewer),
    );
    const names = await this.users.namesOf(new Set(current.map((d) => d.sentBy).filter((id): id is string => id !== null)));
    const items: AnnouncementView[] = [];
    for (const document of current)
      items.push({
        id: document._id,
        title: document.title,
        message: document.message,
        priority: document.priority,
        audience: document.audience,
        to: document.to,
        audienceLabel: document.audienceLabel,
        sentAt: document.sentAt,
        sentBy: document.sentBy ? (names.get(document.sentBy)?.displayName ?? null) : null,
        endsAt: document.endsAt,
        reach: sender ? document.reach : null,
        delivery: sender ? await this.delivery(document) : null,
      });
    return { items };
  }

  /** One announcement's progress by channel (for those who may send them). */
  async deliveryOf(id: string): Promise<AnnouncementDelivery> {
    const document = await this.documents.findOne({ _id: id });
    if (!document) throw new DomainError('NOT_FOUND');
    return this.delivery(document);
  }

  private async delivery(document: AnnouncementBoardDocument): Promise<AnnouncementDelivery> {
    const expected = document.reach?.inApp ?? document.inAppSent;
    const inApp = { queued: Math.max(0, expected - document.inAppSent), sent: document.inAppSent, failed: 0 };
    let email = { queued: document.reach?.email ?? 0, sent: 0, failed: 0 };
    try {
      const { counts, status } = await this.emails.get(announcementBroadcastId(document._id));
      // Until its recipients are listed, the count when sent stands for those still to go.
      email = status === 'scheduled' ? email : { queued: counts.queued, sent: counts.sent, failed: counts.failed };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
    let sms = { queued: document.reach?.sms ?? 0, sent: 0, failed: 0 };
    try {
      const { counts } = await this.texts.send(announcementSendId(document._id));
      sms = { queued: counts.queued, sent: counts.sent + counts.delivered, failed: counts.failed };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
    return { inApp, email, sms };
  }
}
