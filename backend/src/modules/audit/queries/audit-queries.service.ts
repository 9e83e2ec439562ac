import { Inject, Injectable } from '@nestjs/common';
import type {
  AuditAsOfQueryDto,
  AuditAttendanceView,
  AuditCut,
  AuditGiftView,
  AuditGivingView,
  AuditTrailEntry,
  AuditTrailView,
  GivingActor,
  Money,
} from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { DomainError } from '../../../platform/errors/domain-error';
import type { EventStore, RecordedEvent } from '../../../platform/event-store/event-store.port';
import { EVENT_STORE } from '../../../platform/platform.tokens';
import { batchesProjection, batchStream, donationStream, StatementQueries, type BatchDocument, type DonationDocument, type FundDocument } from '../../giving';
import { OrganisationSettingsService } from '../../organisation';
import { AttendanceReplay } from '../replay/attendance-replay.service';
import { GivingLedger } from '../replay/giving-ledger.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const cutOf = (asOf: string, count: number, position: bigint, latestAt: number | null): AuditCut => ({
  asOf,
  position: position.toString(),
  lastEventAt: latestAt === null ? null : new Date(latestAt).toISOString(),
  eventCount: count,
});

/** The audit's answers: the books as of an instant, a gift's trail, all replayed from the events. */
@Injectable()
export class AuditQueries {
  constructor(
    private readonly ledger: GivingLedger,
    private readonly attendanceReplay: AttendanceReplay,
    private readonly settings: OrganisationSettingsService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    private readonly statements: StatementQueries,
  ) {}

  async giving(query: AuditAsOfQueryDto): Promise<AuditGivingView> {
    const currency = this.settings.church.currency;
    const at = await this.ledger.asOf(Date.parse(query.asOf));
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const { fold } = at;
    const byFund = [...fold.byFund]
      .filter(([, sum]) => sum.giftCount > 0 || sum.minor !== 0)
      .map(([fundId, sum]) => ({ fundId, fundName: fold.funds.get(fundId)?.name ?? '', total: { minor: sum.minor, currency }, giftCount: sum.giftCount }))
      .sort((a, b) => a.fundName.localeCompare(b.fundName));
    return {
      cut: cutOf(query.asOf, at.count, at.position, at.latestAt),
      total: { minor: fold.total, currency },
      giftCount: fold.giftCount,
      reversedCount: fold.reversedCount,
      byFund,
      gifts: { items: (await at.gifts(page, pageSize)).map((gift) => giftView(gift, fold.funds)), total: at.known, page, pageSize },
    };
  }

  async attendance(query: AuditAsOfQueryDto): Promise<AuditAttendanceView> {
    const at = await this.attendanceReplay.asOf(Date.parse(query.asOf));
    const occurrences = [...at.occurrences.values()]
      .map((occurrence) => ({
        gatheringId: occurrence.gatheringId,
        gatheringName: at.gatherings.get(occurrence.gatheringId)?.name ?? '',
        date: occurrence.date,
        present: occurrence.present,
        headcount: occurrence.headcount,
      }))
      .sort((a, b) => b.date.localeCompare(a.date) || a.gatheringName.localeCompare(b.gatheringName));
    return {
      cut: cutOf(query.asOf, at.count, at.position, at.latestAt),
      totalPresent: occurrences.reduce((sum, o) => sum + o.present, 0),
      totalHeadcount: occurrences.reduce((sum, o) => sum + o.headcount, 0),
      occurrences,
    };
  }

  /** A gift's trail from its own stream and its batch's: who entered it, when, its batch, every correction with its reason. */
  async trail(id: string): Promise<AuditTrailView> {
    const events = UUID.test(id) ? await this.store.readStream(donationStream(id)) : [];
    const recorded = events.find((event) => event.type === 'DonationRecorded');
    if (!recorded) throw new DomainError('NOT_FOUND');
    const gift = recorded.data as unknown as DonationDocument;
    const batchEvents = gift.batchId ? await this.store.readStream(batchStream(gift.batchId)) : [];
    const batch = batchEvents.reduce<BatchDocument | null>((document, event) => batchesProjection.project(document, event), null);
    const added = batchEvents.filter((event) => event.type === 'BatchGiftAdded' && (event.data as { donationId?: string }).donationId === id);
    const steps = [...events, ...added].sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
    const names = await this.directory.namesOf(steps.flatMap((event) => (event.metadata.actorId ? [event.metadata.actorId] : [])));
    const actor = (event: RecordedEvent): GivingActor | null =>
      event.metadata.actorId ? { id: event.metadata.actorId, displayName: names.get(event.metadata.actorId)?.displayName ?? '' } : null;
    const entries: AuditTrailEntry[] = steps.flatMap((event): AuditTrailEntry[] => {
      const base = { at: event.metadata.occurredAt, position: event.position.toString(), by: actor(event) };
      if (event.type === 'DonationRecorded') return [{ kind: 'entered', ...base, amount: gift.amount, reason: null }];
      if (event.type === 'BatchGiftAdded') return [{ kind: 'added-to-batch', ...base, amount: gift.amount, reason: null }];
      if (event.type === 'DonationReversed') {
        // The reversing entry carries its own effect on the books: the gift's amount, negated.
        const data = event.data as { reason: string; amount: Money };
        return [{ kind: 'reversed', ...base, amount: data.amount, reason: data.reason }];
      }
      return [];
    });
    const { fold } = await this.ledger.current();
    return {
      donationId: id,
      amount: gift.amount,
      receivedOn: gift.receivedOn,
      method: gift.method,
      donorMemberId: gift.donorMemberId,
      splits: gift.splits.map((split) => ({ fundId: split.fundId, fundName: fold.funds.get(split.fundId)?.name ?? '', amount: split.amount })),
      enteredAt: recorded.metadata.occurredAt,
      enteredBy: actor(recorded),
      batch: batch ? { id: batch._id, name: batch.name, status: batch.status } : null,
      entries,
      statements: (await this.statements.statementsOfGift(id)).map(({ id: statementId, year, issuedAt, sha256 }) => ({
        id: statementId,
        year,
        issuedAt,
        sha256,
      })),
    };
  }
}

function giftView(gift: DonationDocument, funds: Map<string, FundDocument>): AuditGiftView {
  return {
    id: gift._id,
    donorMemberId: gift.donorMemberId,
    amount: gift.amount,
    splits: gift.splits.map((split) => ({ fundId: split.fundId, fundName: funds.get(split.fundId)?.name ?? '', amount: split.amount })),
    method: gift.method,
    receivedOn: gift.receivedOn,
    batchId: gift.batchId,
    enteredAt: gift.enteredAt,
    reversal: gift.reversal ? { reversedAt: gift.reversal.at, reason: gift.reversal.reason } : null,
  };
}
