import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { GivingLedger, SNAPSHOT_EVERY } from '../modules/audit';
import { mulberry32 } from '../modules/demo';
import type { OrganisationSettingsService } from '../modules/organisation';
import type { NewEvent } from '../platform/event-store/event-store.port';
import { SqliteEventStore } from '../platform/event-store/sqlite-event-store';
import { EmbeddedReadStore } from '../platform/read-store/embedded-read-store';
import { median, percentile, round } from './stats.util';

export interface AuditFigures {
  gifts: number;
  events: number;
  /** The catch-up when the ledger opens: the whole log folded into stored snapshots the first time, the events after the stored head afterwards. */
  catchUp: { ms: number; events: number };
  /** The first as-of question after the stores were opened again (a restart): from the stored snapshots. */
  first: { ms: number; events: number };
  /** As-of questions at random instants afterwards, with the events each read on average. */
  asOf: { p50: number; p95: number; rounds: number; eventsRead: number };
  /** The whole process's heap in use and resident set after the questions (MB; after a collection when node runs with --expose-gc). */
  heapMb: number;
  rssMb: number;
}

const FUNDS = 6;
const START = Date.parse('2020-01-05T09:00:00Z');
/** One gift entered every 2 minutes of recorded time: a million over about four years. */
const STEP_MS = 120_000;
const settings = { church: { currency: 'USD' } } as unknown as OrganisationSettingsService;

/**
 * The giving log of a large church as the commands write it: `gifts` gifts, each in its own stream
 * (a third split over two funds), 2% reversed some hundred gifts later with a reason, recorded in
 * time order. Written once per BENCH_DIR and kept. The store makes its own file and schema; the rows
 * go in 10,000 to a transaction, in the columns its append writes, because one synced commit per
 * event (the store's append) ran at about 350 events/s here: about 50 minutes for a million. What is
 * measured, the reading, is the store's own.
 */
function generate(path: string, gifts: number): number {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  const insert = db.prepare('INSERT INTO events (id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
  let pending: [string, number, string, object, object][] = [];
  const flush = db.transaction(() => {
    for (const [stream, revision, type, data, metadata] of pending)
      insert.run(randomUUID(), stream, revision, type, JSON.stringify(data), JSON.stringify(metadata));
    pending = [];
  });
  const random = mulberry32(11);
  let events = 0;
  let time = START;
  const meta = () => ({
    actorId: null,
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date((time += STEP_MS)).toISOString(),
    schemaVersion: 1,
  });
  const append = (stream: string, event: Omit<NewEvent, 'metadata'>, revision: number) => {
    pending.push([stream, revision, event.type, event.data, meta()]);
    events++;
    if (pending.length === 10_000) flush();
  };
  const funds = Array.from({ length: FUNDS }, () => randomUUID());
  for (const [i, fundId] of funds.entries()) append(`fund-${fundId}`, { type: 'FundOpened', data: { fundId, name: `Fund ${i}` } }, 0);
  const toReverse: { id: string; minor: number; at: number }[] = [];
  for (let n = 0; n < gifts; n++) {
    const donationId = randomUUID();
    const minor = 500 + Math.floor(random() * 20_000);
    const first = funds[Math.floor(random() * FUNDS)];
    const splits =
      n % 3 === 0
        ? [
            { fundId: first, amount: { minor: minor - 100, currency: 'USD' } },
            { fundId: funds[(funds.indexOf(first) + 1) % FUNDS], amount: { minor: 100, currency: 'USD' } },
          ]
        : [{ fundId: first, amount: { minor, currency: 'USD' } }];
    const data = {
      donationId,
      donorMemberId: null,
      donorHouseholdId: null,
      amount: { minor, currency: 'USD' },
      splits,
      method: 'cash',
      chequeNumber: null,
      inKindDescription: null,
      receivedOn: new Date(time).toISOString().slice(0, 10),
      note: null,
      deductible: { minor, currency: 'USD' },
      batchId: null,
    };
    append(`donation-${donationId}`, { type: 'DonationRecorded', data }, 0);
    if (random() < 0.02) toReverse.push({ id: donationId, minor, at: n + 100 });
    while (toReverse.length > 0 && toReverse[0].at <= n) {
      const gift = toReverse.shift()!;
      const reversal = { donationId: gift.id, reason: 'Entered twice', amount: { minor: -gift.minor, currency: 'USD' } };
      append(`donation-${gift.id}`, { type: 'DonationReversed', data: reversal }, 1);
    }
  }
  flush();
  db.close();
  return events;
}

/** The bench's giving log of `gifts` gifts in `dir`: written the first time, reused afterwards. */
export async function auditStore(dir: string, gifts: number): Promise<{ path: string; events: number }> {
  const path = join(dir, `audit-${gifts}.sqlite`);
  const marker = `${path}.done`;
  if (existsSync(marker)) return { path, events: Number((JSON.parse(readFileSync(marker, 'utf8')) as { events: number }).events) };
  // The store makes the file and its schema.
  await new SqliteEventStore(path).close();
  const events = generate(path, gifts);
  writeFileSync(marker, JSON.stringify({ events }));
  return { path, events };
}

/** The ledger over the bench's log and a read store for its snapshots beside it: what the app opens at a start. */
function open(path: string) {
  const store = new SqliteEventStore(path);
  const readStore = new EmbeddedReadStore(`${path}.audit-snapshots.sqlite`);
  const ledger = new GivingLedger(store, readStore, settings, SNAPSHOT_EVERY);
  return { ledger, close: async () => (await readStore.close(), await store.close()) };
}

const msSince = (started: bigint) => round(Number(process.hrtime.bigint() - started) / 1e6);

/**
 * An as-of audit query over `gifts` gifts. First the catch-up at a start: the whole log folded into
 * snapshots the first time (kept beside the log), the events after the stored head afterwards. Then
 * the stores are closed and opened again with a new ledger, as after a restart, and asked once as of
 * a random instant (the first question after a start) and `rounds` times more, each with the first
 * page of 20 gifts known then.
 */
export async function benchAudit(dir: string, gifts = 1_000_000, rounds = 30): Promise<AuditFigures> {
  const { path, events } = await auditStore(dir, gifts);
  const building = open(path);
  const started = process.hrtime.bigint();
  await building.ledger.current();
  const catchUp = { ms: msSince(started), events: building.ledger.eventsRead };
  await building.close();

  const { ledger, close } = open(path);
  try {
    const end = START + (events + 1) * STEP_MS;
    const random = mulberry32(3);
    const ask = async (at: number) => {
      const t0 = process.hrtime.bigint();
      const answer = await ledger.asOf(at);
      await answer.gifts(1, 20);
      return msSince(t0);
    };
    const firstMs = await ask(START + random() * (end - START));
    const first = { ms: firstMs, events: ledger.eventsRead };
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) times.push(await ask(START + random() * (end - START)));
    const sorted = [...times].sort((a, b) => a - b);
    // With node --expose-gc, what is held rather than what is yet to be collected.
    (globalThis as { gc?: () => void }).gc?.();
    const memory = process.memoryUsage();
    return {
      gifts,
      events,
      catchUp,
      first,
      asOf: { p50: round(median(sorted)), p95: round(percentile(sorted, 95)), rounds, eventsRead: round((ledger.eventsRead - first.events) / rounds) },
      heapMb: round(memory.heapUsed / 2 ** 20),
      rssMb: round(memory.rss / 2 ** 20),
    };
  } finally {
    await close();
  }
}
