import { Logger, type LoggerService } from '@nestjs/common';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { EmbeddedReadStore } from '../read-store/embedded-read-store';
import { eventually } from '../../testing/eventually.util';
import { RecordingReactor, testEvent } from '../../testing/recording-reactor.util';
import { REACTOR_CHECKPOINTS, ReactorRunner } from './reactor-runner.service';

/** Small delays, so retries come quickly; the doubling still shows before the cap. */
const BACKOFF = { initialMs: 10, maxMs: 80 };

/** What the runner logs, kept: the waits it announces are how the backoff is observed. */
class KeptLog implements LoggerService {
  readonly lines: string[] = [];
  log(message: string) {
    this.lines.push(message);
  }
  error(message: string) {
    this.lines.push(message);
  }
  warn(message: string) {
    this.lines.push(message);
  }
  waits(name: string): number[] {
    return this.lines.filter((line) => line.startsWith(name)).flatMap((line) => /retrying in (\d+) ms/.exec(line)?.slice(1).map(Number) ?? []);
  }
}

describe('ReactorRunner', () => {
  let eventStore: SqliteEventStore;
  let readStore: EmbeddedReadStore;
  let log: KeptLog;
  const runners: ReactorRunner[] = [];

  const runnerOf = (...reactors: RecordingReactor[]) => {
    const runner = new ReactorRunner(eventStore, readStore, BACKOFF);
    for (const reactor of reactors) runner.register(reactor);
    runners.push(runner);
    return runner;
  };
  const append = (type: string, n: number) => eventStore.append(`thing-${n}`, [testEvent(type, n)], 'any');
  const statusOf = (runner: ReactorRunner, name: string) => runner.statuses().find((s) => s.name === name)!;

  beforeEach(() => {
    eventStore = new SqliteEventStore(':memory:');
    readStore = new EmbeddedReadStore(':memory:');
    log = new KeptLog();
    Logger.overrideLogger(log);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    await readStore.close();
    await eventStore.close();
  });

  it('document checkpoint: handles what it wants from the beginning, once; a new runner resumes after the checkpoint', async () => {
    await append('Wanted', 1);
    await append('Other', 2);
    const third = await append('Wanted', 3);
    const first = new RecordingReactor('mailer', { kind: 'document', from: 'beginning' });
    const runner = runnerOf(first);
    await runner.start();
    await eventually(() => expect(first.handled).toEqual([1, 3]));
    await eventually(async () =>
      expect(await readStore.collection(REACTOR_CHECKPOINTS).findOne({ _id: 'mailer' })).toMatchObject({ position: String(third.position) }),
    );
    await runner.stop();
    expect(statusOf(runner, 'mailer').state).toBe('stopped');

    await append('Wanted', 4);
    const again = new RecordingReactor('mailer', { kind: 'document', from: 'beginning' });
    await runnerOf(again).start();
    await append('Wanted', 5);
    await eventually(() => expect(again.handled).toEqual([4, 5]));
  });

  it('document checkpoint from now: leaves the history alone, and a restart keeps the "now" of the first start', async () => {
    await append('Wanted', 1);
    const first = new RecordingReactor('sms', { kind: 'document', from: 'now' });
    const runner = runnerOf(first);
    await runner.start();
    await runner.stop();
    await append('Wanted', 2);
    const again = new RecordingReactor('sms', { kind: 'document', from: 'now' });
    await runnerOf(again).start();
    await eventually(() => expect(again.handled).toEqual([2]));
    expect(first.handled).toEqual([]);
  });

  it('retries a failing handler with growing, capped waits, reports it, and carries on from the event that failed', async () => {
    const reactor = new RecordingReactor('mailer', { kind: 'document', from: 'beginning' });
    const runner = runnerOf(reactor);
    await runner.start();
    reactor.failing = new Error('mail server unreachable');
    await append('Wanted', 1);

    const retrying = await eventually(() => {
      const status = statusOf(runner, 'mailer');
      expect(status).toMatchObject({ state: 'retrying', lastError: reactor.failing });
      expect(status.attempts).toBeGreaterThanOrEqual(6);
      return status;
    });
    expect(retrying.retryingSince).toBeInstanceOf(Date);
    const waits = log.waits('Reactor mailer');
    expect(waits.length).toBeGreaterThanOrEqual(5);
    // Ceilings 10, 20, 40, then the cap of 80; each wait is drawn from its ceiling's upper half.
    expect(waits[1]).toBeGreaterThanOrEqual(waits[0]);
    expect(waits[2]).toBeGreaterThanOrEqual(waits[1]);
    expect(waits[3]).toBeGreaterThanOrEqual(waits[2]);
    for (const wait of waits.slice(3)) expect(wait).toBeGreaterThanOrEqual(40);
    for (const wait of waits) expect(wait).toBeLessThanOrEqual(BACKOFF.maxMs);

    await append('Wanted', 2);
    reactor.failing = null;
    await eventually(() => expect(reactor.handled).toEqual([1, 2]));
    expect(statusOf(runner, 'mailer')).toMatchObject({ state: 'running', lastError: null, retryingSince: null, attempts: 0 });
  });

  it('one failing reactor holds back no other', async () => {
    const failing = new RecordingReactor('failing', { kind: 'document', from: 'beginning' });
    const healthy = new RecordingReactor('healthy', { kind: 'document', from: 'beginning' });
    failing.failing = new Error('down');
    await runnerOf(failing, healthy).start();
    await append('Wanted', 1);
    await append('Wanted', 2);
    await eventually(() => expect(healthy.handled).toEqual([1, 2]));
    expect(failing.handled).toEqual([]);
  });

  it('stop waits for the handler in flight; a stop while retrying ends the retries', async () => {
    const reactor = new RecordingReactor('mailer', { kind: 'document', from: 'beginning' });
    const runner = runnerOf(reactor);
    await runner.start();
    const release = reactor.block();
    await append('Wanted', 1);
    await eventually(() => expect(reactor.holding).toBe(true));
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(reactor.handled).toEqual([1]);
    expect(statusOf(runner, 'mailer').state).toBe('stopped');

    const retried = new RecordingReactor('retried', { kind: 'document', from: 'beginning' });
    retried.failing = new Error('down');
    const second = runnerOf(retried);
    await second.start();
    await eventually(() => expect(statusOf(second, 'retried').state).toBe('retrying'));
    await second.stop();
    expect(statusOf(second, 'retried')).toMatchObject({ state: 'stopped', lastError: null });
  });

  it('live: starts at the head, and after a failure resumes from the last event it took, not from the head', async () => {
    await append('Wanted', 0);
    const reactor = new RecordingReactor('sockets', { kind: 'live' });
    const runner = runnerOf(reactor);
    await runner.start();
    reactor.failing = new Error('push failed');
    await append('Wanted', 1);
    await eventually(() => expect(statusOf(runner, 'sockets').state).toBe('retrying'));
    await append('Wanted', 2);
    reactor.failing = null;
    await eventually(() => expect(reactor.handled).toEqual([1, 2]));
  });

  it('refuses two reactors of one name, and a reactor registered after the start', async () => {
    const runner = runnerOf(new RecordingReactor('a', { kind: 'live' }));
    expect(() => runner.register(new RecordingReactor('a', { kind: 'live' }))).toThrow('Two reactors are named a');
    await runner.start();
    expect(() => runner.register(new RecordingReactor('b', { kind: 'live' }))).toThrow('registered after the runner started');
  });
});
