import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../../../platform/event-store/sqlite-event-store';
import { EmbeddedReadStore } from '../../../platform/read-store/embedded-read-store';
import type { NewEvent } from '../../../platform/event-store/event-store.port';
import type { OrganisationSettingsService } from '../../organisation';
import { GivingLedger } from './giving-ledger.service';

const START = Date.parse('2026-01-04T10:00:00Z');
const usd = (minor: number) => ({ minor, currency: 'USD' });
const fundA = '00000000-0000-4000-8000-00000000000a';
const fundB = '00000000-0000-4000-8000-00000000000b';
const settings = { church: { currency: 'USD' } } as unknown as OrganisationSettingsService;

function event(type: string, data: object, minute: number): NewEvent {
  return {
    type,
    data: data as Record<string, unknown>,
    metadata: { actorId: null, correlationId: 'c', causationId: null, occurredAt: new Date(START + minute * 60_000).toISOString(), schemaVersion: 1 },
  };
}

const giftId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Two funds, 40 gifts (every third split over both), every fifth reversed later, other contexts' events between, and one clock step back. */
async function books(): Promise<SqliteEventStore> {
  const store = new SqliteEventStore(':memory:');
  let minute = 0;
  await store.append(`fund-${fundA}`, [event('FundOpened', { fundId: fundA, name: 'General' }, minute++)], 'no_stream');
  await store.append(`fund-${fundB}`, [event('FundOpened', { fundId: fundB, name: 'Missions' }, minute++)], 'no_stream');
  for (let n = 1; n <= 40; n++) {
    const amount = 1000 + n;
    const splits =
      n % 3 === 0
        ? [
            { fundId: fundA, amount: usd(amount - 100) },
            { fundId: fundB, amount: usd(100) },
          ]
        : [{ fundId: n % 2 ? fundA : fundB, amount: usd(amount) }];
    const record = {
      donationId: giftId(n),
      donorMemberId: null,
      donorHouseholdId: null,
      amount: usd(amount),
      splits,
      method: 'cash',
      chequeNumber: null,
      inKindDescription: null,
      receivedOn: '2026-01-04',
      note: null,
      deductible: usd(amount),
      batchId: null,
    };
    // The clock steps back once: the event at n = 20 is recorded "before" the one at n = 19.
    await store.append(`donation-${giftId(n)}`, [event('DonationRecorded', record, n === 20 ? minute - 3 : minute++)], 'no_stream');
    await store.append(`member-${n}`, [event('MemberRegistered', { n }, minute++)], 'no_stream');
    if (n % 5 === 0)
      await store.append(
        `donation-${giftId(n - 2)}`,
        [event('DonationReversed', { donationId: giftId(n - 2), reason: 'Typo', amount: usd(-(998 + n)) }, minute++)],
        0,
      );
  }
  return store;
}

describe('the giving ledger: the books as of an instant', () => {
  let store: SqliteEventStore;
  const readStores: EmbeddedReadStore[] = [];
  /** A ledger with its own read store for its snapshots. */
  const ledger = (every: number, readStore = new EmbeddedReadStore(':memory:')) => {
    readStores.push(readStore);
    return new GivingLedger(store, readStore, settings, every);
  };
  beforeAll(async () => (store = await books()));
  afterAll(async () => {
    for (const readStore of readStores) await readStore.close();
    await store.close();
  });

  it('answers every instant, and every page of the gifts known then, from its snapshots exactly as a whole replay from the first event does', async () => {
    const snapshots = ledger(3);
    const whole = ledger(Number.MAX_SAFE_INTEGER);
    for (let minute = -1; minute <= 100; minute++) {
      const at = START + minute * 60_000 + 30_000;
      const [a, b] = [await snapshots.asOf(at), await whole.asOf(at)];
      const pages = async (cut: typeof a) => [await cut.gifts(1, 100), await cut.gifts(2, 7), await cut.gifts(5, 4)];
      expect({ minute, fold: a.fold, count: a.count, known: a.known, gifts: await pages(a) }).toEqual({
        minute,
        fold: b.fold,
        count: b.count,
        known: b.known,
        gifts: await pages(b),
      });
    }
  });

  it('counts a gift until the instant its reversal was recorded, across a snapshot between its entry and its reversal', async () => {
    const books = ledger(5);
    // Minutes: funds 0 and 1; gifts 1 to 5 at 2, 4, 6, 8 and 10 (another context's event after each); gift 3 reversed at 12.
    // Giving events 0 to 4 (the funds, gifts 1 to 3) are before the snapshot at 5; gifts 4, 5 and the reversal after it.
    const beforeFirstReversal = await books.asOf(START + 10 * 60_000 + 30_000);
    expect(beforeFirstReversal.fold.giftCount).toBe(5);
    expect(beforeFirstReversal.count).toBe(7);
    expect((await beforeFirstReversal.gifts(1, 2)).map((gift) => gift._id)).toEqual([giftId(5), giftId(4)]);
    expect((await beforeFirstReversal.gifts(3, 2)).map((gift) => gift._id)).toEqual([giftId(1)]);
    const after = await books.asOf(START + 12 * 60_000 + 30_000);
    expect(after.count).toBe(8);
    expect(after.fold.giftCount).toBe(4);
    expect(after.fold.reversedCount).toBe(1);
    expect(after.fold.total).toBe(beforeFirstReversal.fold.total - 1003);
    expect((await after.gifts(1, 5)).find((gift) => gift._id === giftId(3))?.reversal?.reason).toBe('Typo');
    expect((await beforeFirstReversal.gifts(1, 5)).find((gift) => gift._id === giftId(3))?.reversal).toBeNull();
    // Asked again after the reversal, the earlier instant still answers the earlier books.
    expect((await books.asOf(START + 10 * 60_000 + 30_000)).fold).toEqual(beforeFirstReversal.fold);
  });

  it('stops at the first event recorded after the instant: a clock that stepped back never makes books that never were', async () => {
    const books = ledger(2);
    const [nineteen] = await store.readStream(`donation-${giftId(19)}`);
    const [twenty] = await store.readStream(`donation-${giftId(20)}`);
    expect(Date.parse(twenty.metadata.occurredAt)).toBeLessThan(Date.parse(nineteen.metadata.occurredAt));
    // Between gift 20's (earlier) time and gift 19's: the books end before gift 19, so gift 20, logged after it, is not in them either.
    const between = await books.asOf(Date.parse(nineteen.metadata.occurredAt) - 30_000);
    expect((await between.gifts(1, 1)).map((gift) => gift._id)).toEqual([giftId(18)]);
    expect(between.position).toBeLessThan(nineteen.position);
    const all = await books.asOf(START + 1_000 * 60_000);
    expect(all.fold.giftCount + all.fold.reversedCount).toBe(40);
    expect((await books.current()).fold).toEqual(all.fold);
  });

  it('after a restart answers from the snapshots it stored, reading only the events after its stored head', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'koinonia-ledger-'));
    const path = join(folder, 'read.sqlite');
    try {
      const instants = Array.from({ length: 25 }, (_, i) => START + i * 4 * 60_000 + 30_000);
      const firstReadStore = new EmbeddedReadStore(path);
      const first = new GivingLedger(store, firstReadStore, settings, 3);
      const expected = await Promise.all(instants.map(async (at) => ({ fold: (await first.asOf(at)).fold, gifts: await (await first.asOf(at)).gifts(1, 5) })));
      const giving = (await store.readAll()).filter((event) => !event.stream.startsWith('member-')).length;
      expect(first.eventsFolded).toBeGreaterThanOrEqual(giving);
      await firstReadStore.close();

      const restarted = ledger(3, new EmbeddedReadStore(path));
      await restarted.current();
      // Nothing new since the stored head: the restart read no event to catch up.
      expect(restarted.eventsRead).toBe(0);
      for (const [i, at] of instants.entries()) {
        const folded = restarted.eventsFolded;
        const cut = await restarted.asOf(at);
        // From the stored snapshot before the cut: fewer than 3 giving events folded, never the log from its start.
        expect(restarted.eventsFolded - folded).toBeLessThan(3);
        expect({ fold: cut.fold, gifts: await cut.gifts(1, 5) }).toEqual(expected[i]);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
