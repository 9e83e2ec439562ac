import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SqliteEventStore } from '../platform/event-store/sqlite-event-store';
import type { NewEvent } from '../platform/event-store/event-store.port';
import { median, round } from './stats.util';

const metadata = { actorId: randomUUID(), correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1 };
const data = {
  memberId: randomUUID(),
  fullName: 'Ruth Anderson',
  email: 'ruth.anderson@example.org',
  phone: '(312) 555-0105',
  address: '97 Birch Road, Springfield, IL 62701',
  ministry: 'Prayer',
  role: 'member',
};
const event = (): NewEvent => ({ type: 'MemberDetailsChanged', data, metadata });

/** Raw better-sqlite3 with the store's pragmas and table shape: the ceiling we compare with. */
function rawRound(path: string, batch: number, ms: number): number {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE IF NOT EXISTS events (position INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, stream TEXT NOT NULL,
    revision INTEGER NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, UNIQUE (stream, revision))`);
  const insert = db.prepare('INSERT INTO events (id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
  let revision = 0;
  const stream = `bench-${randomUUID()}`;
  const write = db.transaction((events: NewEvent[]) => {
    for (const e of events) insert.run(randomUUID(), stream, revision++, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata));
  });
  let count = 0;
  const end = Date.now() + ms;
  while (Date.now() < end) {
    write(Array.from({ length: batch }, event));
    count += batch;
  }
  db.close();
  return (count / ms) * 1000;
}

async function storeRound(path: string, batch: number, ms: number): Promise<number> {
  const store = new SqliteEventStore(path);
  const stream = `bench-${randomUUID()}`;
  let revision = -1;
  let count = 0;
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const result = await store.append(stream, Array.from({ length: batch }, event), revision < 0 ? 'no_stream' : revision);
    revision = result.revision;
    count += batch;
  }
  await store.close();
  return (count / ms) * 1000;
}

export interface AppendFigures {
  batch: number;
  storePerSecond: number;
  rawPerSecond: number;
  ratio: number;
}

/** Alternating rounds of raw and store appends, so machine noise hits both alike; medians reported. */
export async function benchAppends(dir: string, rounds = 5, ms = 2000): Promise<AppendFigures[]> {
  const figures: AppendFigures[] = [];
  for (const batch of [1, 100]) {
    const store: number[] = [];
    const raw: number[] = [];
    const ratios: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const r = rawRound(join(dir, `raw-${batch}-${i}.sqlite`), batch, ms);
      const s = await storeRound(join(dir, `store-${batch}-${i}.sqlite`), batch, ms);
      raw.push(r);
      store.push(s);
      ratios.push(s / r);
    }
    figures.push({ batch, storePerSecond: Math.round(median(store)), rawPerSecond: Math.round(median(raw)), ratio: round(median(ratios)) });
  }
  return figures;
}
