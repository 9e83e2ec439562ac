import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GivingLedger, SNAPSHOT_EVERY } from '../modules/audit';
import { mulberry32 } from '../modules/demo';
import type { OrganisationSettingsService } from '../modules/organisation';
import type { NewEvent } from '../platform/event-store/event-store.port';
import { SqliteEventStore } from '../platform/event-store/sqlite-event-store';
import { median, percentile, round } from './stats.util';

export interface AuditFigures {
  gifts: number;
  events: number;
  /** The first as-of question after a start: the whole log read and folded once, snapshots kept. */
  coldMs: number;
  /** As-of questions at random instants afterwards: from the nearest snapshot, the rest replayed from the store. */
  asOf: { p50: number; p95: number; rounds: number };
  /** Memory the ledger holds after the cold question (heap growth, MB). */
  heapMb: number;
}

const FUNDS = 6;
const START = Date.parse('2020-01-05T09:00:00Z');
/** One gift entered every 2 minutes of recorded time: a million over about four years. */
const STEP_MS = 120_000;
const settings = { church: { currency: 'USD' } } as unknown as OrganisationSettingsService;

/**
 * The giving log of a large church as the commands write it: `gifts` gifts, each in its own stream
 * (a third split over two funds), 2% reversed some hundred gifts later with a reason, recorded in
 * time order. Written once per BENCH_DIR and kept.
 */
async function generate(path: string, gifts: number): Promise<number> {
  const store = new SqliteEventStore(path);
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
  const append = async (stream: string, event: Omit<NewEvent, 'metadata'>, expected: 'no_stream' | number) => {
    await store.append(stream, [{ ...event, metadata: meta() }], expected);
    events++;
  };
  const funds = Array.from({ length: FUNDS }, () => randomUUID());
  for (const [i, fundId] of funds.entries()) await append(`fund-${fundId}`, { type: 'FundOpened', data: { fundId, name: `Fund ${i}` } }, 'no_stream');
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
    await append(`donation-${donationId}`, { type: 'DonationRecorded', data }, 'no_stream');
    if (random() < 0.02) toReverse.push({ id: donationId, minor, at: n + 100 });
    while (toReverse.length > 0 && toReverse[0].at <= n) {
      const gift = toReverse.shift()!;
      const reversal = { donationId: gift.id, reason: 'Entered twice', amount: { minor: -gift.minor, currency: 'USD' } };
      await append(`donation-${gift.id}`, { type: 'DonationReversed', data: reversal }, 0);
    }
  }
  await store.close();
  return events;
}

/** An as-of audit query over `gifts` gifts: the first question (whole replay), then questions at random instants. */
export async function benchAudit(dir: string, gifts = 1_000_000, rounds = 30): Promise<AuditFigures> {
  const path = join(dir, `audit-${gifts}.sqlite`);
  const marker = `${path}.done`;
  let events: number;
  if (existsSync(marker)) events = Number((JSON.parse(readFileSync(marker, 'utf8')) as { events: number }).events);
  else {
    events = await generate(path, gifts);
    writeFileSync(marker, JSON.stringify({ events }));
  }
  const store = new SqliteEventStore(path);
  try {
    const ledger = new GivingLedger(store, settings, SNAPSHOT_EVERY);
    const end = START + (events + 1) * STEP_MS;
    const heapBefore = process.memoryUsage().heapUsed;
    const started = process.hrtime.bigint();
    await ledger.asOf(end);
    const coldMs = Number(process.hrtime.bigint() - started) / 1e6;
    const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
    const random = mulberry32(3);
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const at = START + random() * (end - START);
      const t0 = process.hrtime.bigint();
      const answer = await ledger.asOf(at);
      answer.gifts(1, 20);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    const sorted = [...times].sort((a, b) => a - b);
    return { gifts, events, coldMs: round(coldMs), asOf: { p50: round(median(sorted)), p95: round(percentile(sorted, 95)), rounds }, heapMb: round(heapMb) };
  } finally {
    await store.close();
  }
}
