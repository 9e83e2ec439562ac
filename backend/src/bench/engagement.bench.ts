import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { engagementNamesProjection, engagementSignalsProjection, loggedSignalsOf, scoreOf, type EngagementSignalDocument } from '../modules/engagement';
import { SqliteEventStore } from '../platform/event-store/sqlite-event-store';
import type { NewEvent } from '../platform/event-store/event-store.port';
import { EmbeddedReadStore } from '../platform/read-store/embedded-read-store';
import { ProjectionRunner } from '../platform/projections/projection-runner.service';
import { mulberry32 } from '../modules/demo';
import { median, percentile, round } from './stats.util';

/** About this many events per person: a registration, then a few years of Sundays and group meetings. */
const EVENTS_PER_PERSON = 200;
const APPEND_CHUNK = 5000;
const DAY = 86_400_000;
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * `total` events of the kinds engagement reads: each person registered (with a step and a
 * baptism), then week by week present at the Sunday service (most weeks) and at their group's
 * meeting (some weeks), back from `lastSunday` until there are `total` (a register's events in
 * the store are then newest week first, which no projection minds: each event is its own signal).
 */
async function generate(path: string, total: number, lastSunday: number, progress: (done: number) => void): Promise<{ someone: string }> {
  const store = new SqliteEventStore(path);
  const random = mulberry32(5);
  const people = Math.max(50, Math.round(total / EVENTS_PER_PERSON));
  const metadata = () => ({ actorId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date(lastSunday).toISOString(), schemaVersion: 1 });
  const ids = Array.from({ length: people }, () => randomUUID());
  const habits = ids.map(() => random());
  const groups = Array.from({ length: Math.max(1, Math.round(people / 12)) }, () => randomUUID());
  const groupOf = ids.map((_, i) => groups[i % groups.length]);
  let written = 0;
  for (let i = 0; i < people; i++) {
    const data = {
      memberId: ids[i],
      fullName: `Person ${i}`,
      joinedOn: '2015-01-04',
      membershipStep: habits[i] < 0.6 ? 'member' : 'visitor',
      baptismDate: '2016-04-03',
    };
    await store.append(`member-${ids[i]}`, [{ type: 'MemberRegistered', data, metadata: metadata() }], 'no_stream');
  }
  written += people;
  const sunday = randomUUID();
  await store.append(
    `gathering-${sunday}`,
    [{ type: 'GatheringScheduled', data: { gatheringId: sunday, name: 'Sunday Worship' }, metadata: metadata() }],
    'no_stream',
  );
  // From the newest week back, until there are enough events: the newest always ends on lastSunday.
  for (let week = 0; written < total; week++) {
    const date = dateOf(lastSunday - week * 7 * DAY);
    const present: NewEvent[] = [];
    const meetings = new Map<string, NewEvent[]>();
    for (let i = 0; i < people && written + present.length < total; i++) {
      if (random() < 0.3 + habits[i] * 0.6) {
        present.push({
          type: 'AttendanceRecorded',
          data: { gatheringId: sunday, kind: 'service', date, memberId: ids[i], recordingId: 'bench' },
          metadata: metadata(),
        });
      }
      if (random() < habits[i] * 0.4) {
        const events = meetings.get(groupOf[i]) ?? [];
        events.push({
          type: 'GroupMeetingAttended',
          data: { groupId: groupOf[i], meetingId: `${groupOf[i]}-${date}`, memberId: ids[i], date },
          metadata: metadata(),
        });
        meetings.set(groupOf[i], events);
      }
    }
    for (let from = 0; from < present.length; from += APPEND_CHUNK) {
      await store.append(`gatheringregister-${sunday}_${date}_${from}`, present.slice(from, from + APPEND_CHUNK), 'no_stream');
    }
    written += present.length;
    for (const [groupId, events] of meetings) {
      if (written >= total) break;
      const taken = events.slice(0, total - written);
      await store.append(`groupmeeting-${groupId}_${date}`, taken, 'no_stream');
      written += taken.length;
    }
    if (week % 50 === 49) progress(written);
  }
  await store.close();
  return { someone: ids[0] };
}

export interface EngagementFigures {
  events: number;
  /** Events read per second by a rebuild of the engagement read models alone. */
  eventsPerSecond: number;
  signals: number;
  /** One person's signals read and replayed to a score on a day: median and p95 ms. */
  asOfMedian: number;
  asOfP95: number;
  asOfRounds: number;
}

/**
 * Engagement: rebuild its read models over `total` events (BENCH_ENGAGEMENT_EVENTS; 5,000,000 for
 * the figure), then the as-of score of one person, read from the embedded read store.
 */
export async function benchEngagement(dir: string, total = 100_000, log: (line: string) => void = console.log): Promise<EngagementFigures> {
  const eventsPath = join(dir, `engagement-${total}.events.sqlite`);
  const lastSunday = Date.UTC(2026, 10, 22);
  const metaPath = `${eventsPath}.someone`;
  let someone: string;
  if (!existsSync(eventsPath) || !existsSync(metaPath)) {
    rmSync(eventsPath, { force: true });
    log(`  generating ${total.toLocaleString('en')} events...`);
    ({ someone } = await generate(eventsPath, total, lastSunday, (done) => log(`  ... ${done.toLocaleString('en')}`)));
    writeFileSync(metaPath, someone);
  } else {
    someone = readFileSync(metaPath, 'utf8');
  }
  const readPath = join(dir, 'engagement-read.sqlite');
  rmSync(readPath, { force: true });
  const eventStore = new SqliteEventStore(eventsPath);
  const readStore = new EmbeddedReadStore(readPath);
  try {
    const runner = new ProjectionRunner(eventStore, readStore);
    runner.register(engagementSignalsProjection);
    runner.register(engagementNamesProjection);
    const rebuilt = await runner.rebuild();
    log(`  rebuild: ${rebuilt.events.toLocaleString('en')} events in ${rebuilt.ms.toLocaleString('en')} ms`);
    const signals = readStore.collection<EngagementSignalDocument>('engagement-signals');
    const times: number[] = [];
    const asOfs = Array.from({ length: 50 }, (_, i) => dateOf(lastSunday - (i % 25) * 7 * DAY));
    for (const asOf of asOfs) {
      const started = process.hrtime.bigint();
      scoreOf(loggedSignalsOf(await signals.find({ memberId: someone })), asOf);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    const sorted = [...times].sort((a, b) => a - b);
    return {
      events: rebuilt.events,
      eventsPerSecond: Math.round((rebuilt.events / Math.max(1, rebuilt.ms)) * 1000),
      signals: await signals.countDocuments({}),
      asOfMedian: round(median(times)),
      asOfP95: round(percentile(sorted, 95)),
      asOfRounds: times.length,
    };
  } finally {
    await readStore.close();
    await eventStore.close();
  }
}
