import 'reflect-metadata';
import { mkdirSync, readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { benchAppends } from './append.bench';
import { benchRebuild } from './rebuild.bench';
import { benchSearch } from './search.bench';
import { benchRealtime } from './realtime.bench';
import { benchSignIn } from './sign-in.bench';
import { benchLighthouse } from './lighthouse.bench';
import { benchMemberImport } from './member-import.bench';
import { benchAttendance } from './attendance.bench';
import { benchEngagement } from './engagement.bench';
import { benchCalendar } from './calendar.bench';
import { benchAudit } from './audit.bench';
import { benchStatements } from './statements.bench';
import { benchHlsViewers } from './hls-viewers.bench';
import { benchSermonSearch } from './sermon-search.bench';
import { benchChat } from './chat.bench';

/**
 * `npm run bench`: the figures docs/performance.md records. Medians of several rounds; the
 * machines are shared and noisy, so ratios matter more than absolute numbers.
 * BENCH_ONLY=append|rebuild|search|realtime|sign-in|member-import|attendance|engagement|calendar|audit|statements|hls-viewers|sermon-search|chat|lighthouse
 * (or the name as the first argument: `npm run bench -- sermon-search`) runs one part;
 * BENCH_VIEWERS, BENCH_VIEWER_SECONDS and BENCH_VIEWER_SESSIONS size the HLS run (200 viewers for 25 s over 20 sessions by default);
 * BENCH_SERMONS and BENCH_SERMON_REQUESTS size the sermon search (5,000 sermons, 400 requests by default);
 * BENCH_CHAT_CLIENTS, BENCH_CHAT_MESSAGES, BENCH_CHAT_ROUNDS and BENCH_CHAT_REQUESTS size the chat run (500 sockets, 1,000,000 messages by default);
 * BENCH_AUDIT_GIFTS sets the audit bench's size (1,000,000 by default);
 * BENCH_STATEMENT_DONORS and BENCH_STATEMENT_GIFTS size the statements run (5,000 donors over 200,000 gifts by default);
 * BENCH_ENGAGEMENT_EVENTS sets the engagement rebuild's size (100,000 by default; 5,000,000 for the issue's figure); BENCH_DIR keeps generated data between runs.
 */
async function main(): Promise<void> {
  const dir = resolve(process.env.BENCH_DIR || 'bench-data');
  mkdirSync(dir, { recursive: true });
  const only = process.argv[2] || process.env.BENCH_ONLY;
  console.log(`Koinonia bench — Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB`);

  if (!only || only === 'append') {
    console.log('\nEvent-store appends (SQLite, WAL, synchronous=FULL) vs raw better-sqlite3 inserts, same pragmas:');
    for (const f of await benchAppends(dir)) {
      const label = f.batch === 1 ? 'single-event appends' : `${f.batch}-event batches`;
      console.log(
        `  ${label}: store ${f.storePerSecond.toLocaleString('en')} events/s, raw ${f.rawPerSecond.toLocaleString('en')} events/s, ratio ${f.ratio} (goal >= 0.8)`,
      );
    }
  }
  if (!only || only === 'rebuild') {
    console.log('\nProjection rebuild over 1,000,000 events (all projections, embedded read store):');
    const f = await benchRebuild(dir);
    console.log(`  median ${f.eventsPerSecond.toLocaleString('en')} events/s over ${f.events.toLocaleString('en')} events (goal >= 50,000)`);
  }
  if (!only || only === 'search') {
    console.log('\nMember search, 50,000 members, 50 concurrent connections:');
    const f = await benchSearch(dir);
    console.log(`  p50 ${f.p50} ms, p95 ${f.p95} ms, p99 ${f.p99} ms, ${f.requestsPerSecond.toLocaleString('en')} requests/s (goal p95 < 50 ms)`);
  }
  if (!only || only === 'realtime') {
    console.log('\nRealtime fan-out, 500 authenticated socket.io clients in the security-feed room:');
    const f = await benchRealtime(dir);
    console.log(
      `  emit → each socket: p50 ${f.fanOut.p50} ms, p95 ${f.fanOut.p95} ms, p99 ${f.fanOut.p99} ms; last socket reached after ${f.fanOut.lastSocketMedian} ms (median of ${f.fanOut.rounds} rounds)`,
    );
    console.log(
      `  failed sign-in over HTTP → entry at each socket: p50 ${f.endToEnd.p50} ms, p95 ${f.endToEnd.p95} ms (${f.endToEnd.rounds} rounds; goal p95 < 2,000 ms, the security center's "within 2 seconds")`,
    );
  }
  if (!only || only === 'sign-in') {
    console.log('\nSign-in: a new account vs one whose stream holds 100,000 more events, with and without snapshots:');
    const f = await benchSignIn(dir, Number(process.env.BENCH_SIGN_IN_EVENTS || 100_000));
    for (const [label, c] of [
      ['POST /api/auth/login', f.http],
      ['load + decide (executor)', f.executor],
    ] as const) {
      console.log(
        `  ${label}: new ${c.fresh} ms, long ${c.long} ms (${c.ratio}×), long without snapshot ${c.longWithoutSnapshot} ms (${c.ratioWithoutSnapshot}×) — medians of ${f.rounds}`,
      );
    }
  }
  if (!only || only === 'member-import') {
    console.log('\nMember import of 10,000 rows over HTTP (upload and preview, commit, the job followed to its end):');
    const f = await benchMemberImport(dir);
    console.log(
      `  upload + preview ${f.uploadMs.toLocaleString('en')} ms, job ${f.jobMs.toLocaleString('en')} ms, total ${f.totalMs.toLocaleString('en')} ms for ${f.created.toLocaleString('en')} people (goal total < 20,000 ms); load ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`,
    );
  }
  if (!only || only === 'attendance') {
    console.log('\nAttendance of 2,000 people recorded in one request (POST /api/gatherings/:id/attendance):');
    const f = await benchAttendance(dir);
    console.log(
      `  ${f.people.toLocaleString('en')} people: a fresh register ${f.firstRecording} ms, the same list again ${f.repeatRecording} ms (medians of ${f.rounds})`,
    );
  }
  if (!only || only === 'engagement') {
    const total = Number(process.env.BENCH_ENGAGEMENT_EVENTS) || 100_000;
    console.log(`\nEngagement: its read models rebuilt over ${total.toLocaleString('en')} events, then one person's as-of score (embedded read store):`);
    const f = await benchEngagement(dir, total);
    console.log(
      `  rebuild ${f.eventsPerSecond.toLocaleString('en')} events/s over ${f.events.toLocaleString('en')} events (${f.signals.toLocaleString('en')} signal documents)`,
    );
    console.log(`  as-of score for one person: median ${f.asOfMedian} ms, p95 ${f.asOfP95} ms over ${f.asOfRounds} days (goal < 50 ms)`);
  }
  if (!only || only === 'calendar') {
    console.log('\nCalendar: 2,000 events in a year (a quarter weekly, expanded), one month per request; a room booked weekly for ten years:');
    const f = await benchCalendar(dir);
    console.log(
      `  GET /api/events/calendar for a month (${f.occurrencesPerMonth.toLocaleString('en')} occurrences, the calendar page's request): p50 ${f.month.p50} ms, p95 ${f.month.p95} ms over ${f.month.requests} requests (goal p95 < 50 ms)`,
    );
    console.log(`  GET /api/events for the same months (a view per occurrence), asked alternately: p50 ${f.monthList.p50} ms, p95 ${f.monthList.p95} ms`);
    console.log(
      `  POST /api/events against ten years of weekly occurrences: clash in year ten (409) p50 ${f.conflict.clashP50} ms, p95 ${f.conflict.clashP95} ms; ten-year weekly booking that fits (201) p50 ${f.conflict.freeP50} ms, p95 ${f.conflict.freeP95} ms — ${f.conflict.rounds} rounds (goal < 20 ms); load ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`,
    );
  }
  if (!only || only === 'audit') {
    const gifts = Number(process.env.BENCH_AUDIT_GIFTS) || 1_000_000;
    console.log(`\nAudit: the giving books as of an instant over ${gifts.toLocaleString('en')} gifts (2% reversed), replayed from the event store:`);
    const f = await benchAudit(dir, gifts);
    const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(
      `  catch-up at a start (${f.events.toLocaleString('en')} events in the log): ${f.catchUp.ms.toLocaleString('en')} ms, ${f.catchUp.events.toLocaleString('en')} events read`,
    );
    console.log(`  first question after a restart, from the stored snapshots: ${f.first.ms} ms, ${f.first.events.toLocaleString('en')} events read`);
    console.log(
      `  as of a random instant: p50 ${f.asOf.p50} ms, p95 ${f.asOf.p95} ms over ${f.asOf.rounds} questions, ${f.asOf.eventsRead.toLocaleString('en')} events read each on average (goal < 2,000 ms)`,
    );
    console.log(`  process heap ${f.heapMb} MB, RSS ${f.rssMb} MB; load ${load()}`);
  }
  if (!only || only === 'statements') {
    const donors = Number(process.env.BENCH_STATEMENT_DONORS) || 5000;
    const gifts = Number(process.env.BENCH_STATEMENT_GIFTS) || 200_000;
    console.log(
      `\nYear-end statements for ${donors.toLocaleString('en')} donors over ${gifts.toLocaleString('en')} gifts, one run (POST /api/statement-runs), followed to its end:`,
    );
    const f = await benchStatements(dir, donors, gifts);
    const shown = f.progress.filter((_, i) => i % Math.max(1, Math.ceil(f.progress.length / 8)) === 0 || i === f.progress.length - 1);
    console.log(`  progress: ${shown.map((p) => `${(p.ms / 1000).toFixed(1)} s ${p.done}/${p.total}`).join(', ')}`);
    console.log(
      `  run ${f.runMs.toLocaleString('en')} ms for ${f.statements.toLocaleString('en')} statements (goal < 120,000 ms); seeding ${f.seedMs.toLocaleString('en')} ms (untimed); load ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`,
    );
  }
  if (!only || only === 'hls-viewers') {
    const viewers = Number(process.env.BENCH_VIEWERS) || 200;
    const seconds = Number(process.env.BENCH_VIEWER_SECONDS) || 25;
    const sessions = Number(process.env.BENCH_VIEWER_SESSIONS) || 20;
    console.log(
      `\nLivestream HLS: ${viewers.toLocaleString('en')} signed-in viewers of a live test pattern for ${seconds} s (playlist every second, each new segment):`,
    );
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
    const f = await benchHlsViewers(dir, viewers, seconds, sessions);
    console.log(
      `  per segment: p50 ${f.segments.p50} ms, p95 ${f.segments.p95} ms, p99 ${f.segments.p99} ms, max ${f.segments.max} ms over ${f.segments.count.toLocaleString('en')} segments (goal p95 < 100 ms)`,
    );
    console.log(
      `  playlist: p50 ${f.playlists.p50} ms, p95 ${f.playlists.p95} ms over ${f.playlists.count.toLocaleString('en')}; ${f.bytesPerSecond.toLocaleString('en')} bytes/s served (${f.bytesPerViewerSecond.toLocaleString('en')} per viewer) over ${f.seconds} s, ${f.sessions} sessions; load ${load} before`,
    );
  }
  if (!only || only === 'sermon-search') {
    const sermons = Number(process.env.BENCH_SERMONS) || 5000;
    const requests = Number(process.env.BENCH_SERMON_REQUESTS) || 400;
    console.log(
      `\nSermon archive search, ${sermons.toLocaleString('en')} published sermons with transcripts, a member's GET /api/sermons?search=… one at a time:`,
    );
    const f = await benchSermonSearch(dir, sermons, requests);
    console.log(`  hits: ${f.hits.map((h) => `${h.term} ${h.total}`).join(', ')}`);
    console.log(
      `  p50 ${f.p50} ms, p95 ${f.p95} ms, p99 ${f.p99} ms, max ${f.max} ms over ${f.requests} requests (goal p95 < 50 ms); ${(f.transcriptChars / 1e6).toFixed(1)} M transcript characters, seeding ${f.seedMs.toLocaleString('en')} ms (untimed); load ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`,
    );
  }
  if (!only || only === 'chat') {
    console.log('\nCommunity chat: a message to a channel with its connected clients, and a page of history of a long channel:');
    const f = await benchChat(dir);
    console.log(
      `  POST → each of ${f.clients} sockets: p50 ${f.fanOut.p50} ms, p95 ${f.fanOut.p95} ms, p99 ${f.fanOut.p99} ms; last socket median ${f.fanOut.lastSocketMedian} ms, p99 ${f.fanOut.lastSocketP99} ms over ${f.fanOut.rounds} rounds (goal p99 < 100 ms to the last one)`,
    );
    console.log(
      `  history page, ${f.history.messages.toLocaleString('en')} messages: p50 ${f.history.p50} ms, p95 ${f.history.p95} ms, p99 ${f.history.p99} ms over ${f.history.requests} requests (goal < 20 ms)`,
    );
  }
  if (!only || only === 'lighthouse') {
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3;
    console.log(`\nLighthouse (simulated throttling), medians of ${runs} runs; load ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]} before:`);
    await benchLighthouse(dir, runs);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
