import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ListMembersQueryDto } from '@koinonia/contracts';
import { EmbeddedReadStore } from '../platform/read-store/embedded-read-store';
import type { UserDirectory } from '../platform/auth/user-directory.port';
import type { EventStore } from '../platform/event-store/event-store.port';
import { MemberIdentities, MemberQueriesService } from '../modules/members';
import { WHOLE_DIRECTORY, type DirectoryReader } from '../modules/members';
import { memberDirectoryProjection, type MemberDocument } from '../modules/members';
import { generateMembers } from '../modules/demo';
import type { RecordedEvent } from '../platform/event-store/event-store.port';
import { searchRequests } from './search.bench';
import { median, percentile, round } from './stats.util';

export interface QueryCostFigures {
  members: number;
  queries: number;
  /** The 600 requests once each, from each request's fastest round: robust to other load on the machine. */
  sumOfFastestMs: number;
  meanMs: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  slowest: Array<{ path: string; ms: number }>;
}

function toQuery(path: string): ListMembersQueryDto {
  const params = new URLSearchParams(path.slice(path.indexOf('?') + 1));
  const query: Record<string, unknown> = {};
  for (const [key, value] of params) query[key] = key === 'page' || key === 'pageSize' ? Number(value) : value;
  return query as ListMembersQueryDto;
}

/**
 * What one member-directory query costs in-process, without HTTP or queueing: the same 600
 * distinct requests as the HTTP bench, each run once on a fresh store state (no write in between,
 * so a page and its count may share work, as in the service), over several rounds.
 */
/** A member's view of the directory (privacy choices applied), as `BENCH_READER=member` asks. */
export const MEMBER_READER: DirectoryReader = { seesEverything: false, memberId: 'm-000001' };

export async function benchSearchQueries(
  members = 50_000,
  rounds = 5,
  log: (line: string) => void = console.log,
  reader: DirectoryReader = WHOLE_DIRECTORY,
): Promise<QueryCostFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'koinonia-query-bench-'));
  const store = new EmbeddedReadStore(join(dir, 'read.sqlite'));
  try {
    const collection = store.collection<MemberDocument>('members');
    for (const index of memberDirectoryProjection.indexes ?? []) await collection.createIndex(index.spec);
    const people = generateMembers(members, 11);
    const documents: MemberDocument[] = [];
    people.forEach((person, i) => {
      const recorded = {
        type: 'MemberRegistered',
        data: { memberId: `m-${String(i).padStart(6, '0')}`, ...person },
        metadata: { occurredAt: '2026-11-01T00:00:00.000Z' },
        revision: 0,
      } as unknown as RecordedEvent;
      documents.push(memberDirectoryProjection.project(null, recorded) as MemberDocument);
    });
    await collection.bulkWrite(documents.map((document) => ({ replaceOne: { filter: { _id: document._id }, replacement: document, upsert: true } })));
    const service = new MemberQueriesService(store, {} as EventStore, {} as UserDirectory, new MemberIdentities(store));
    const paths = searchRequests();
    const all: number[] = [];
    const byPath = new Map<string, number[]>();
    for (let round_ = 0; round_ <= rounds; round_++) {
      for (const path of paths) {
        // A write between queries, as in a live church: nothing remembered survives from one query to the next.
        await collection.updateOne({ _id: 'm-000000' }, { $set: { updatedAt: `r${round_}-${path}` } });
        const started = process.hrtime.bigint();
        await service.list(toQuery(path), reader);
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        if (round_ === 0) continue;
        all.push(ms);
        byPath.set(path, [...(byPath.get(path) ?? []), ms]);
      }
    }
    all.sort((a, b) => a - b);
    const slowest = [...byPath]
      .map(([path, times]) => ({ path, ms: round(median(times)) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 8);
    const figures = {
      members,
      queries: paths.length,
      sumOfFastestMs: round([...byPath.values()].reduce((sum, times) => sum + Math.min(...times), 0)),
      meanMs: round(all.reduce((s, v) => s + v, 0) / all.length),
      p50: round(percentile(all, 50)),
      p95: round(percentile(all, 95)),
      p99: round(percentile(all, 99)),
      max: round(all[all.length - 1]),
      slowest,
    };
    log(`  ${figures.queries} requests once each (fastest round): ${figures.sumOfFastestMs} ms`);
    log(`  mean ${figures.meanMs} ms, p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms, max ${figures.max} ms`);
    for (const s of slowest) log(`    ${s.ms} ms  ${s.path}`);
    return figures;
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  benchSearchQueries(50_000, 5, console.log, process.env.BENCH_READER === 'member' ? MEMBER_READER : WHOLE_DIRECTORY).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
