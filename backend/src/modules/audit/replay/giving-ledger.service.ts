import { Inject, Injectable, Optional } from '@nestjs/common';
import type { EventStore, RecordedEvent } from '../../../platform/event-store/event-store.port';
import { EVENT_STORE } from '../../../platform/platform.tokens';
import type { DonationDocument } from '../../giving';
import { OrganisationSettingsService } from '../../organisation';
import { prefixLength } from './event-cut.util';
import { applyGivingEvent, copyFold, emptyFold, isGivingEvent, type GivingFold } from './giving-fold.util';

/** How many giving events apart the folded totals are kept: an as-of answer replays fewer than this from the store. */
export const SNAPSHOT_EVERY = 2_000;
/** Another interval (the tests' small one, which makes every answer start from a snapshot). */
export const LEDGER_SNAPSHOT_EVERY = Symbol('LEDGER_SNAPSHOT_EVERY');
const PAGE = 5_000;

/** A gift as the log made it: its document when entered, and after its reversal (with the event's index in the giving log). */
export type LedgerGift = { entered: DonationDocument; recordedAt: number; reversed: DonationDocument | null; reversedAt: number | null };

type Snapshot = { count: number; position: bigint; fold: GivingFold };

/** The books replayed up to a cut: the fold at the cut and the gifts known then. */
export type GivingAtCut = {
  fold: GivingFold;
  count: number;
  position: bigint;
  latestAt: number | null;
  gifts: (page: number, pageSize: number) => DonationDocument[];
  known: number;
};

/**
 * The giving events, replayed once and then followed, for as-of answers in the time of a short replay.
 *
 * It reads the giving events in log order (the store's `readAll`, every adapter) and folds them with
 * giving's own projections (giving-fold.util.ts). Every SNAPSHOT_EVERY giving events it keeps a copy of
 * the fold (funds, batches, totals by fund: small whatever the number of gifts) keyed by the event's
 * position. An as-of question finds its cut (event-cut.util.ts), starts from the nearest snapshot at or
 * before it and replays the events between from the store, so no answer folds more than SNAPSHOT_EVERY
 * events. It also keeps, per gift, its document as entered and as reversed with the index of each
 * event, in the order the gifts were entered: the gifts known at a cut are a prefix of that list, paged
 * from its end without a sort. Memory: a gift's two documents, about half a kilobyte.
 *
 * It catches up with the store at each question (from the last position it read); the first question
 * after a start replays the whole log once.
 */
@Injectable()
export class GivingLedger {
  private cursor = 0n;
  private readonly positions: bigint[] = [];
  /** The latest recorded time among the giving events 0..i, in ms. */
  private readonly latest: number[] = [];
  private readonly gifts: LedgerGift[] = [];
  /** Each gift's `recordedAt`, in the same order, for bisection. */
  private readonly enteredAt: number[] = [];
  private readonly byId = new Map<string, LedgerGift>();
  private readonly snapshots: Snapshot[] = [{ count: 0, position: 0n, fold: emptyFold() }];
  private head = emptyFold();
  private catching: Promise<void> | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly settings: OrganisationSettingsService,
    @Optional() @Inject(LEDGER_SNAPSHOT_EVERY) private readonly every: number = SNAPSHOT_EVERY,
  ) {}

  private get currency(): string {
    return this.settings.church.currency;
  }

  /** The books folded up to the last giving event in the store, with that event's position. */
  async current(): Promise<{ fold: GivingFold; position: bigint; cursor: bigint }> {
    await this.catchUp();
    return { fold: copyFold(this.head), position: this.positions.at(-1) ?? 0n, cursor: this.cursor };
  }

  /** A gift's documents as the log made them, or null for a gift never entered. */
  async gift(id: string): Promise<LedgerGift | null> {
    await this.catchUp();
    return this.byId.get(id) ?? null;
  }

  /** The books as of `asOf` (ms since the epoch): see event-cut.util.ts for where the cut falls. */
  async asOf(asOf: number): Promise<GivingAtCut> {
    await this.catchUp();
    const count = prefixLength(this.latest, this.latest.length, asOf);
    const snapshot = this.snapshots[Math.floor(count / this.every)];
    const fold = copyFold(snapshot.fold);
    let index = snapshot.count;
    let after = snapshot.position;
    while (index < count) {
      // No more than the giving events still wanted: reading and parsing an event costs more than folding it.
      const page = await this.store.readAll({ after, maxCount: Math.min(PAGE, count - index) });
      for (const event of page) {
        after = event.position;
        if (!isGivingEvent(event)) continue;
        applyGivingEvent(fold, event, this.before(event), this.currency);
        if (++index === count) break;
      }
      if (page.length === 0) break;
    }
    const known = prefixLength(this.enteredAt, this.enteredAt.length, count - 1);
    return {
      fold,
      count,
      position: count > 0 ? this.positions[count - 1] : 0n,
      latestAt: count > 0 ? this.latest[count - 1] : null,
      known,
      gifts: (page, pageSize) => {
        const end = known - (page - 1) * pageSize;
        const slice = this.gifts.slice(Math.max(0, end - pageSize), Math.max(0, end)).reverse();
        return slice.map((gift) => (gift.reversed && gift.reversedAt !== null && gift.reversedAt < count ? gift.reversed : gift.entered));
      },
    };
  }

  /** The gift's document just before this event: none before it was entered, the entered one before its reversal. */
  private before(event: RecordedEvent): DonationDocument | null {
    if (event.type !== 'DonationReversed') return null;
    return this.byId.get((event.data as { donationId: string }).donationId)?.entered ?? null;
  }

  private catchUp(): Promise<void> {
    // One reader at a time: concurrent questions wait for the same catch-up.
    this.catching ??= this.readNew().finally(() => (this.catching = null));
    return this.catching;
  }

  private async readNew(): Promise<void> {
    for (;;) {
      const page = await this.store.readAll({ after: this.cursor, maxCount: PAGE });
      for (const event of page) {
        this.cursor = event.position;
        if (isGivingEvent(event)) this.take(event);
      }
      if (page.length < PAGE) return;
    }
  }

  private take(event: RecordedEvent): void {
    const index = this.positions.length;
    const at = Date.parse(event.metadata.occurredAt);
    this.positions.push(event.position);
    this.latest.push(Math.max(at, this.latest.at(-1) ?? at));
    const after = applyGivingEvent(this.head, event, this.before(event), this.currency);
    if (after && event.type === 'DonationRecorded') {
      const gift: LedgerGift = { entered: after, recordedAt: index, reversed: null, reversedAt: null };
      this.gifts.push(gift);
      this.enteredAt.push(index);
      this.byId.set(after._id, gift);
    } else if (after && event.type === 'DonationReversed') {
      const gift = this.byId.get(after._id);
      if (gift) Object.assign(gift, { reversed: after, reversedAt: index });
    }
    if ((index + 1) % this.every === 0) this.snapshots.push({ count: index + 1, position: event.position, fold: copyFold(this.head) });
  }
}
