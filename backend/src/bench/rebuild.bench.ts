import { randomUUID } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CONTEXT_MODULES } from '../app.module';
import { projectionsOf } from '../platform/context/context-module.decorator';
import { SqliteEventStore } from '../platform/event-store/sqlite-event-store';
import type { NewEvent } from '../platform/event-store/event-store.port';
import { EmbeddedReadStore } from '../platform/read-store/embedded-read-store';
import { ProjectionRunner } from '../platform/projections/projection-runner.service';
import { generateMembers } from '../modules/demo';
import { median, round } from './stats.util';

const EVENTS_PER_MEMBER = 40;

/** 1,000,000 member events: each member registered, then changed, archived and restored over time. */
async function generate(path: string, total: number, progress: (done: number) => void): Promise<void> {
  const store = new SqliteEventStore(path);
  const members = generateMembers(Math.ceil(total / EVENTS_PER_MEMBER), 11);
  const roles = ['visitor', 'attender', 'member', 'volunteer', 'leader'];
  const ministries = ['Worship', 'Youth', 'Children', 'Outreach', 'Music'];
  let written = 0;
  for (const person of members) {
    const memberId = randomUUID();
    const metadata = { actorId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1 };
    const events: NewEvent[] = [{ type: 'MemberRegistered', data: { memberId, ...person }, metadata }];
    for (let i = 1; events.length < EVENTS_PER_MEMBER && written + events.length < total; i++) {
      if (i % 13 === 0) events.push({ type: 'MemberArchived', data: { memberId }, metadata });
      else if (i % 13 === 1 && i > 1) events.push({ type: 'MemberRestored', data: { memberId }, metadata });
      else
        events.push({
          type: 'MemberDetailsChanged',
          data: { memberId, changes: { role: roles[i % roles.length], ministry: ministries[i % ministries.length], phone: `(217) 555-${1000 + i}` } },
          metadata,
        });
    }
    await store.append(`member-${memberId}`, events, 'no_stream');
    written += events.length;
    if (written % 100_000 < EVENTS_PER_MEMBER) progress(written);
    if (written >= total) break;
  }
  await store.close();
}

export interface RebuildFigures {
  events: number;
  eventsPerSecond: number;
  runs: number[];
}

export async function benchRebuild(dir: string, total = 1_000_000, rounds = 3, log: (line: string) => void = console.log): Promise<RebuildFigures> {
  const eventsPath = join(dir, `rebuild-${total}.events.sqlite`);
  if (!existsSync(eventsPath)) {
    log(`  generating ${total.toLocaleString('en')} events...`);
    await generate(eventsPath, total, (done) => log(`  ... ${done.toLocaleString('en')}`));
  }
  const runs: number[] = [];
  let events = 0;
  for (let i = 0; i < rounds; i++) {
    const readPath = join(dir, `rebuild-read-${i}.sqlite`);
    rmSync(readPath, { force: true });
    const eventStore = new SqliteEventStore(eventsPath);
    const readStore = new EmbeddedReadStore(readPath);
    const runner = new ProjectionRunner(eventStore, readStore);
    for (const projection of projectionsOf(CONTEXT_MODULES)) runner.register(projection);
    const result = await runner.rebuild();
    events = result.events;
    runs.push(Math.round((result.events / result.ms) * 1000));
    log(`  run ${i + 1}: ${result.events.toLocaleString('en')} events in ${result.ms} ms`);
    await readStore.close();
    await eventStore.close();
  }
  return { events, eventsPerSecond: Math.round(median(runs)), runs: runs.map((r) => round(r, 0)) };
}
