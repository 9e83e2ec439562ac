import { Inject, Injectable } from '@nestjs/common';
import type { CurrentUser, PrayerRequestList, PrayerRequestView } from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { byUser } from '../../../platform/commands/command-actor.type';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { Filter, ReadStore } from '../../../platform/read-store/read-store.port';
import { SensitiveAccessLog } from '../../security';
import { CareSecrets } from '../care-secrets.service';
import type { PrayerRequestDocument } from '../projections/prayer-requests.projection';
import { prayerReaderOf } from './prayer-reader.util';

/** The most a list answers: the wall of a large church over three months, newest first. */
const LIST_LIMIT = 300;

/** Which requests a reader may see now: their own always; others by visibility, until they expire (pastors see all). */
export function prayerFilter(user: CurrentUser, now: string): Filter {
  const reader = prayerReaderOf(byUser(user));
  if (reader.pastor) return {};
  return { $or: [{ requesterId: user.id }, { visibility: { $in: [...reader.reads] }, expiresAt: { $gt: now } }] };
}

@Injectable()
export class PrayerQueriesService {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    private readonly secrets: CareSecrets,
    private readonly accessLog: SensitiveAccessLog,
  ) {}

  private get requests() {
    return this.readStore.collection<PrayerRequestDocument>('prayer-requests');
  }

  /**
   * What the reader may see, opened for them. Every pastoral-only request is in the security log
   * before it leaves: no record, no read.
   */
  async list(user: CurrentUser, ip: string, now = new Date()): Promise<PrayerRequestList> {
    const documents = await this.requests.find(prayerFilter(user, now.toISOString()), { sort: { submittedAt: -1, _id: -1 }, limit: LIST_LIMIT });
    const pastoral = documents.filter((document) => document.visibility === 'pastoral');
    await Promise.all(pastoral.map((document) => this.accessLog.prayerRequestRead({ userId: user.id, ip }, document._id)));
    const reader = prayerReaderOf(byUser(user));
    const names = await this.directory.namesOf(new Set(documents.map((document) => document.requesterId)));
    const items = documents.map((document): PrayerRequestView => {
      const words = this.words(document.sealed);
      const mine = document.requesterId === user.id;
      const named = !document.anonymous || mine || reader.pastor;
      return {
        id: document._id,
        request: words.request,
        forName: words.forName,
        visibility: document.visibility,
        anonymous: document.anonymous,
        requesterName: named ? (names.get(document.requesterId)?.displayName ?? '') : null,
        mine,
        status: document.status,
        prayedCount: document.prayedBy.length,
        prayedByMe: document.prayedBy.includes(user.id),
        praiseNote: this.secrets.open('prayer', document.sealedPraise),
        submittedAt: document.submittedAt,
        answeredAt: document.answeredAt,
        expiresAt: document.expiresAt,
        canMarkAnswered: mine || reader.pastor,
        revision: document.revision,
      };
    });
    return { items };
  }

  private words(sealed: string): { request: string; forName: string } {
    try {
      const words = JSON.parse(this.secrets.open('prayer', sealed)) as { request?: unknown; forName?: unknown };
      return { request: typeof words.request === 'string' ? words.request : '', forName: typeof words.forName === 'string' ? words.forName : '' };
    } catch {
      return { request: '', forName: '' };
    }
  }
}
