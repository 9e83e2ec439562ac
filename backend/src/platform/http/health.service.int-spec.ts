import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { readConfig } from '../config/app-config';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { ProjectionRunner } from '../projections/projection-runner.service';
import { EmbeddedReadStore } from '../read-store/embedded-read-store';
import { ReactorRunner } from '../reactors/reactor-runner.service';
import { eventually } from '../../testing/eventually.util';
import { RecordingReactor, testEvent } from '../../testing/recording-reactor.util';
import { HealthService } from './health.service';

const SECOND = 1000;

describe('HealthService', () => {
  let dataDir: string;
  let eventStore: SqliteEventStore;
  let readStore: EmbeddedReadStore;
  let reactors: ReactorRunner;
  let reactor: RecordingReactor;
  let health: HealthService;
  let n = 0;

  beforeAll(() => Logger.overrideLogger(false));
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'koinonia-health-'));
    eventStore = new SqliteEventStore(':memory:');
    readStore = new EmbeddedReadStore(':memory:');
    reactors = new ReactorRunner(eventStore, readStore, { initialMs: 10, maxMs: 40 });
    reactor = new RecordingReactor('mailer', { kind: 'document', from: 'beginning' });
    reactors.register(reactor);
    await reactors.start();
    const config = readConfig({ DATA_DIR: dataDir, HEALTH_MAX_LAG: '3', HEALTH_MAX_LAG_SECONDS: '30' });
    health = new HealthService(eventStore, readStore, config, new ProjectionRunner(eventStore, readStore), reactors);
  });
  afterEach(async () => {
    await reactors.stop();
    await readStore.close();
    await eventStore.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** One wanted event the reactor will hold (when blocked), then `others` it passes over. */
  const burst = async (others: number) => {
    await eventStore.append('thing-main', [testEvent('Wanted', ++n)], 'any');
    for (let i = 0; i < others; i++) await eventStore.append('thing-main', [testEvent('Other', ++n)], 'any');
  };
  const reactorIn = async (at: number) => {
    const report = await health.report(at);
    return { health: report.status, ...report.reactors[0] };
  };

  it('a lag beyond the limit that lasts past the grace time is degraded; caught up, it is ok again', async () => {
    const release = reactor.block();
    await burst(4);
    await eventually(() => expect(reactor.holding).toBe(true));
    const t0 = 1_000_000;
    expect(await reactorIn(t0)).toMatchObject({ health: 'ok', name: 'mailer', status: 'running', lag: 5 });
    expect((await reactorIn(t0 + 30 * SECOND - 1)).health).toBe('ok');
    expect(await reactorIn(t0 + 30 * SECOND)).toMatchObject({ health: 'degraded', status: 'running', lag: 5, lastError: null });
    release();
    await eventually(async () => expect(await reactorIn(t0 + 31 * SECOND)).toMatchObject({ health: 'ok', lag: 0 }));
  });

  it('a burst worked off in time never counts, even when another follows; a consumer stuck on the next one does', async () => {
    let release = reactor.block();
    await burst(4);
    await eventually(() => expect(reactor.holding).toBe(true));
    const t0 = 2_000_000;
    expect((await reactorIn(t0)).health).toBe('ok');
    // It works off that backlog, and is held by the next burst's first event.
    const first = release;
    release = reactor.block();
    first();
    await burst(4);
    await eventually(() => expect(reactor.handled.length).toBe(1));
    await eventually(() => expect(reactor.holding).toBe(true));
    expect(await reactorIn(t0 + 60 * SECOND)).toMatchObject({ health: 'ok', lag: 5 });
    expect(await reactorIn(t0 + 90 * SECOND)).toMatchObject({ health: 'degraded', lag: 5 });
    release();
  });

  it('a lag within the limit is ok however long it lasts', async () => {
    const release = reactor.block();
    await burst(2);
    await eventually(() => expect(reactor.holding).toBe(true));
    expect((await reactorIn(0)).health).toBe('ok');
    expect(await reactorIn(3600 * SECOND)).toMatchObject({ health: 'ok', lag: 3 });
    release();
  });

  it('a retrying reactor is degraded at once, with its last error and since when', async () => {
    reactor.failing = new Error('mail server unreachable');
    await burst(0);
    const report = await eventually(async () => {
      const found = await reactorIn(Date.now());
      expect(found).toMatchObject({ health: 'degraded', status: 'retrying', lastError: 'mail server unreachable' });
      return found;
    });
    expect(report.retryingSince).toEqual(expect.any(String));
    reactor.failing = null;
    await eventually(async () => expect(await reactorIn(Date.now())).toMatchObject({ health: 'ok', lastError: null, retryingSince: null, lag: 0 }));
  });
});
