import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap, Optional } from '@nestjs/common';
import type { EventStore, RecordedEvent } from '../../../platform/event-store/event-store.port';
import { EVENT_STORE, READ_STORE } from '../../../platform/platform.tokens';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.service';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { donationsProjection, type DonationDocument } from '../../giving';
import { OrganisationSettingsService } from '../../organisation';
import { lastIndex } from './event-cut.util';
import { applyGivingEvent, copyFold, emptyFold, isGivingEvent, type GivingFold } from './giving-fold.util';
import {
  fromSnapshot,
  HEAD_ID,
  markOf,
  snapshotId,
  SNAPSHOT_VERSION,
  SNAPSHOTS_COLLECTION,
  toSnapshot,
  type SnapshotDocument,
  type SnapshotMark,
} from './giving-snapshot.util';

/** How many giving events apart the folded totals are kept: an as-of answer replays fewer than this from the store. */
export const SNAPSHOT_EVERY = 2_000;
/** Another interval (the tests' small one, which makes every answer start from a snapshot). */
export const LEDGER_SNAPSHOT_EVERY = Symbol('LEDGER_SNAPSHOT_EVERY');
const PAGE = 5_000;
/** The smallest page a replay reads: other contexts' events lie between the giving events still wanted. */
const MIN_PAGE = 200;
const EMPTY: SnapshotMark = { count: 0, entered: 0, position: 0n, latestAt: null };

/** The books replayed up to a cut: the fold at the cut and the gifts known then. */
export type GivingAtCut = {
  fold: GivingFold;
  count: number;
  position: bigint;
  latestAt: number | null;
  /** The gifts known at the cut, newest entered first, each as its events up to the cut make it. */
  gifts: (page: number, pageSize: number) => Promise<DonationDocument[]>;
  known: number;
};

type Head = { mark: SnapshotMark; fold: GivingFold; cursor: bigint };
/** A gift entered in the events a replay read: its index among the gifts entered, and its stream. */
type Entered = { index: number; stream: string };

const before = (latestAt: number | null, asOf: number) => latestAt === null || latestAt <= asOf;

/**
 * The giving events folded once, snapshot by snapshot, kept in the read store, for as-of answers in
 * the time of a short replay, from the first question after a start.
 *
 * It reads the giving events in log order (the store's `readAll`, every adapter) and folds them with
 * giving's own projections (giving-fold.util.ts). Every SNAPSHOT_EVERY giving events it writes the
 * fold (funds, batches, totals by fund, counts: small whatever the number of gifts) to the read store
 * (`audit-giving-snapshots`, giving-snapshot.util.ts), keyed by the position and the latest recorded
 * time of the last event folded, and after each page read it writes its head (the fold at the last
 * event read) — snapshots first, so a head never stands after a snapshot not yet written. It follows
 * the projection runner's batches, so the snapshots are built as gifts arrive; after a restart it
 * loads its head and reads only the events after it.
 *
 * An as-of question bisects the snapshots by their latest recorded time (event-cut.util.ts: the cut
 * is a prefix of the log), starts from the last one at or before the instant and replays from the
 * store until the first giving event recorded after it: fewer than SNAPSHOT_EVERY giving events. The
 * gifts known then are read, a page at a time, from the events too: the snapshots count the gifts
 * entered, so a page's gifts lie after the last snapshot that counted fewer; each is then folded from
 * its own stream up to the cut. Nothing is held per gift.
 */
@Injectable()
export class GivingLedger implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('GivingLedger');
  /** The persisted snapshots in log order, the empty books first: what a question bisects. */
  private marks: SnapshotMark[] = [EMPTY];
  private head: Head = { mark: EMPTY, fold: emptyFold(), cursor: 0n };
  /** The currency the stored folds count in: a change of the church's currency starts them again. */
  private booksCurrency: string | null = null;
  private catching: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private unfollow: (() => void) | null = null;
  private read = 0;
  private folded = 0;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly settings: OrganisationSettingsService,
    @Optional() @Inject(LEDGER_SNAPSHOT_EVERY) private readonly every: number = SNAPSHOT_EVERY,
    @Optional() private readonly runner?: ProjectionRunner,
  ) {}

  /** Events this instance read from the store (the log's and the gifts' streams): what a restart saves shows here. */
  get eventsRead(): number {
    return this.read;
  }

  /** Giving events this instance folded (catching up and replaying to a cut). */
  get eventsFolded(): number {
    return this.folded;
  }

  private get currency(): string {
    return this.settings.church.currency;
  }

  private get snapshots() {
    return this.readStore.collection<SnapshotDocument>(SNAPSHOTS_COLLECTION);
  }

  /** Follows the runner's batches, and catches up now: the snapshots are built as gifts arrive, not at the first question. */
  onApplicationBootstrap(): void {
    this.unfollow = this.runner?.onApplied(() => this.follow()) ?? null;
    this.follow();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.unfollow?.();
    await this.catching?.catch(() => undefined);
  }

  /** The books folded up to the last giving event in the store, with that event's position. */
  async current(): Promise<{ fold: GivingFold; position: bigint; cursor: bigint }> {
    await this.catchUp();
    return { fold: copyFold(this.head.fold), position: this.head.mark.position, cursor: this.head.cursor };
  }

  /** The books as of `asOf` (ms since the epoch): see event-cut.util.ts for where the cut falls. */
  async asOf(asOf: number): Promise<GivingAtCut> {
    await this.catchUp();
    const head = { ...this.head, fold: copyFold(this.head.fold) };
    let start: { mark: SnapshotMark; fold: GivingFold; after: bigint; next: SnapshotMark | null };
    if (before(head.mark.latestAt, asOf)) start = { mark: head.mark, fold: head.fold, after: head.cursor, next: null };
    else {
      const i = lastIndex(this.marks, (mark) => before(mark.latestAt, asOf));
      const mark = this.marks[i];
      start = { mark, fold: await this.foldAt(mark), after: mark.position, next: this.marks[i + 1] ?? head.mark };
    }
    const { fold } = start;
    let mark = start.mark;
    let after = start.after;
    const tail: Entered[] = [];
    replay: for (;;) {
      const wanted = start.next ? start.next.count - mark.count : PAGE;
      const maxCount = Math.min(PAGE, Math.max(MIN_PAGE, wanted));
      const page = await this.readAll(after, maxCount);
      for (const event of page) {
        after = event.position;
        if (!isGivingEvent(event)) continue;
        const at = Date.parse(event.metadata.occurredAt);
        if (at > asOf) break replay;
        const entered = fold.entered;
        applyGivingEvent(fold, event, await this.giftBefore(event), this.currency);
        this.folded++;
        if (fold.entered > entered) tail.push({ index: entered, stream: event.stream });
        mark = { count: mark.count + 1, entered: fold.entered, position: event.position, latestAt: Math.max(at, mark.latestAt ?? at) };
      }
      if (page.length < maxCount) break;
    }
    const cut = mark;
    return {
      fold,
      count: cut.count,
      position: cut.position,
      latestAt: cut.latestAt,
      known: cut.entered,
      gifts: (page, pageSize) => this.giftsAt(cut, tail, page, pageSize),
    };
  }

  /** The page's gifts newest entered first: from the replay's own events when it read them, else read again after a snapshot. */
  private async giftsAt(cut: SnapshotMark, tail: Entered[], page: number, pageSize: number): Promise<DonationDocument[]> {
    const high = Math.max(0, cut.entered - (page - 1) * pageSize);
    const low = Math.max(0, high - pageSize);
    if (high <= low) return [];
    const entered = tail.length > 0 && tail[0].index <= low ? tail : await this.enteredFrom(low, high);
    const streams = entered.filter((gift) => gift.index >= low && gift.index < high).map((gift) => gift.stream);
    const gifts = await Promise.all(streams.map((stream) => this.giftAt(stream, cut.position)));
    return gifts.filter((gift): gift is DonationDocument => gift !== null).reverse();
  }

  /** The gifts entered with index `low` to `high` (exclusive), read from the log after the last snapshot that counted no more than `low`. */
  private async enteredFrom(low: number, high: number): Promise<Entered[]> {
    const mark = this.marks[lastIndex(this.marks, (m) => m.entered <= low)];
    const entered: Entered[] = [];
    let index = mark.entered;
    let after = mark.position;
    for (;;) {
      const maxCount = Math.min(PAGE, Math.max(MIN_PAGE, high - index));
      const page = await this.readAll(after, maxCount);
      for (const event of page) {
        after = event.position;
        if (event.type !== 'DonationRecorded' || !donationsProjection.canHandle(event)) continue;
        if (index >= low) entered.push({ index, stream: event.stream });
        if (++index >= high) return entered;
      }
      if (page.length < maxCount) return entered;
    }
  }

  /** A gift as its own events up to `position` make it. */
  private async giftAt(stream: string, position: bigint): Promise<DonationDocument | null> {
    const events = await this.store.readStream(stream);
    this.read += events.length;
    return events
      .filter((event) => event.position <= position)
      .reduce<DonationDocument | null>((gift, event) => donationsProjection.project(gift, event), null);
  }

  /** The gift's document just before this event: none before it was entered, its stream's earlier events folded before its reversal. */
  private async giftBefore(event: RecordedEvent): Promise<DonationDocument | null> {
    if (event.type !== 'DonationReversed') return null;
    const events = await this.store.readStream(event.stream, { maxCount: event.revision });
    this.read += events.length;
    return events.reduce<DonationDocument | null>((gift, earlier) => donationsProjection.project(gift, earlier), null);
  }

  private async foldAt(mark: SnapshotMark): Promise<GivingFold> {
    if (mark.count === 0) return emptyFold();
    const document = await this.snapshots.findOne({ _id: snapshotId(mark.count) });
    if (!document) throw new Error(`The audit snapshot after ${mark.count} giving events is missing from ${SNAPSHOTS_COLLECTION}`);
    return fromSnapshot(document);
  }

  private async readAll(after: bigint, maxCount: number): Promise<RecordedEvent[]> {
    const page = await this.store.readAll({ after, maxCount });
    this.read += page.length;
    return page;
  }

  private follow(): void {
    this.catchUp().catch((error: unknown) => this.logger.error(`Catching up failed: ${error instanceof Error ? error.stack : String(error)}`));
  }

  private catchUp(): Promise<void> {
    // One reader at a time: a question or batch arriving meanwhile makes it read once more when done.
    if (this.catching) {
      this.again = true;
      return this.catching;
    }
    this.catching = (async () => {
      do {
        this.again = false;
        await this.readNew();
      } while (this.again && !this.stopped);
    })().finally(() => (this.catching = null));
    return this.catching;
  }

  /** The stored snapshots and head, once; dropped when they were folded otherwise (another version, currency or interval) or over another log. */
  private async load(): Promise<void> {
    this.booksCurrency = this.currency;
    const stored = await this.snapshots.find({}, { projection: { fold: 0 } });
    const head = stored.find((document) => document._id === HEAD_ID);
    const valid =
      head !== undefined &&
      stored.every((document) => document.version === SNAPSHOT_VERSION && document.currency === this.currency && document.every === this.every) &&
      BigInt(head.cursor ?? '0') <= (await this.store.headPosition());
    if (!valid) {
      if (stored.length > 0) await this.snapshots.deleteMany({});
      this.marks = [EMPTY];
      this.head = { mark: EMPTY, fold: emptyFold(), cursor: 0n };
      return;
    }
    const headDocument = (await this.snapshots.findOne({ _id: HEAD_ID }))!;
    this.head = { mark: markOf(headDocument), fold: fromSnapshot(headDocument), cursor: BigInt(headDocument.cursor ?? '0') };
    this.marks = [
      EMPTY,
      ...stored
        .filter((document) => document.kind === 'snapshot' && document.count <= this.head.mark.count)
        .map(markOf)
        .sort((a, b) => a.count - b.count),
    ];
  }

  private async readNew(): Promise<void> {
    if (this.booksCurrency !== this.currency) await this.load();
    const meta = { currency: this.currency, every: this.every };
    for (;;) {
      if (this.stopped) return;
      const page = await this.readAll(this.head.cursor, PAGE);
      const written: SnapshotDocument[] = [];
      for (const event of page) {
        if (isGivingEvent(event)) {
          const gift = await this.giftBefore(event);
          const at = Date.parse(event.metadata.occurredAt);
          const { fold, mark } = this.head;
          applyGivingEvent(fold, event, gift, this.currency);
          this.folded++;
          this.head.mark = { count: mark.count + 1, entered: fold.entered, position: event.position, latestAt: Math.max(at, mark.latestAt ?? at) };
          if (this.head.mark.count % this.every === 0) written.push(toSnapshot(this.head.mark, fold, meta));
        }
        this.head.cursor = event.position;
      }
      if (page.length > 0) {
        for (const snapshot of written) await this.snapshots.replaceOne({ _id: snapshot._id }, snapshot, { upsert: true });
        const head: SnapshotDocument = { ...toSnapshot(this.head.mark, this.head.fold, meta), _id: HEAD_ID, kind: 'head', cursor: this.head.cursor.toString() };
        await this.snapshots.replaceOne({ _id: HEAD_ID }, head, { upsert: true });
        this.marks.push(...written.map(markOf));
      }
      if (page.length < PAGE) return;
    }
  }
}
