import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, READ_STORE } from '../platform.tokens';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type StreamAppend,
} from '../event-store/event-store.port';
import type { ReadStore } from '../read-store/read-store.port';
import type { Decider, DomainEvent } from './decider.type';
import { readSnapshot, SNAPSHOTS, writeSnapshot, type SnapshotDocument } from './snapshot.util';

export interface CommandOutcome<State> {
  /** The stream's revision after the command (unchanged when it decided nothing). */
  revision: number;
  /** The global position of the last event appended, or null when nothing was appended. */
  position: bigint | null;
  state: State;
  events: DomainEvent[];
}

export interface ExecuteOptions<State = unknown> {
  actorId: string | null;
  correlationId?: string;
  /** What the caller last saw (If-Match). Default: the revision just read. */
  expectedRevision?: number;
  /**
   * Without an If-Match, decide again this many times when another writer got in first
   * (for commands that must not fail merely because they raced, like counting failed sign-ins).
   */
  retries?: number;
  now?: Date;
  /**
   * The stream as this caller last had it (a previous outcome's state and revision): only the
   * events after it are read and folded, instead of the whole stream. For a job that runs many
   * commands on one long stream (a broadcast's ten thousand recipients), so that each does not
   * fold every event again. Whatever another writer appended since is still read and folded.
   */
  from?: Pick<LoadedStream<State>, 'state' | 'revision'>;
}

export interface LoadedStream<State> {
  state: State;
  /** The revision of the stream's last event, -1 when it has none. */
  revision: number;
  /** How many events this load folded (all of them, or those after the snapshot it started from). */
  folded: number;
}

export const SCHEMA_VERSION = 1;

/** A command decided on its stream: what it read, what it decided, and the append that records it (null: nothing to record). */
interface Decided<State, Event extends DomainEvent> {
  loaded: LoadedStream<State>;
  events: Event[];
  append: StreamAppend | null;
}

/**
 * Load, decide, append: the one way commands reach the event store. A decider with a snapshot
 * policy is loaded from its newest snapshot plus the events after it, and a load that had to
 * fold more than `every` events leaves a new snapshot behind (see snapshot.util.ts).
 */
@Injectable()
export class CommandExecutor {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  private get snapshots() {
    return this.readStore.collection<SnapshotDocument>(SNAPSHOTS);
  }

  /** One recorded event of a stream by its revision (e.g. the last, for when it happened); null when there is none. */
  async eventAt(stream: string, revision: number): Promise<RecordedEvent | null> {
    if (revision < 0) return null;
    const [event] = await this.eventStore.readStream(stream, { fromRevision: revision, maxCount: 1 });
    return event ?? null;
  }

  async load<State, Event extends DomainEvent>(stream: string, decider: Decider<State, unknown, Event>): Promise<LoadedStream<State>> {
    const policy = decider.snapshot;
    const snapshot = policy ? await readSnapshot<State>(this.snapshots, stream, policy) : null;
    if (snapshot) {
      // Read from the snapshot's own event: only when that very event is still there (not a store
      // reset or restored from an older backup since) is the snapshot this stream's past.
      const recorded = await this.eventStore.readStream(stream, { fromRevision: snapshot.revision });
      const [first, ...tail] = recorded;
      if (first?.revision === snapshot.revision && first.position === snapshot.position)
        return this.fold(stream, decider, snapshot.state, snapshot.revision, tail);
    }
    return this.fold(stream, decider, decider.initialState(), -1, await this.eventStore.readStream(stream));
  }

  private async fold<State, Event extends DomainEvent>(
    stream: string,
    decider: Decider<State, unknown, Event>,
    from: State,
    fromRevision: number,
    tail: RecordedEvent[],
  ): Promise<LoadedStream<State>> {
    let state = from;
    for (const event of tail) state = decider.evolve(state, { type: event.type, data: event.data } as unknown as Event);
    const last = tail.at(-1);
    if (decider.snapshot && last && tail.length > decider.snapshot.every) {
      await writeSnapshot(this.snapshots, stream, decider.snapshot, { state, revision: last.revision, position: last.position });
    }
    return { state, revision: last ? last.revision : fromRevision, folded: tail.length };
  }

  async execute<State, Command, Event extends DomainEvent>(
    stream: string,
    decider: Decider<State, Command, Event>,
    command: Command,
    options: ExecuteOptions<State>,
  ): Promise<CommandOutcome<State>> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.executeOnce(stream, decider, command, options);
      } catch (error) {
        const retryable = error instanceof WrongExpectedRevisionError && options.expectedRevision === undefined && attempt < (options.retries ?? 0);
        if (!retryable) throw error;
        // Another writer got in first: what the caller had is still a past of the stream; its tail is read again.
      }
    }
  }

  /**
   * Commands on several streams of one decider, each decided as `execute` decides it (against the
   * expected revision given, else the one just read; no retries), and the events of all appended
   * with one `appendMany`: one transaction on SQLite. A conflict or a refusal in any of them throws
   * before anything is appended; an append that fails is the store's appendMany failure (which,
   * on a store not atomic across streams, may leave the appends before it recorded).
   */
  async executeAll<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    commands: Array<{ stream: string; command: Command; options: ExecuteOptions<State> }>,
  ): Promise<Array<CommandOutcome<State>>> {
    const decided: Array<Decided<State, Event>> = [];
    for (const { stream, command, options } of commands) decided.push(await this.decideOn(stream, decider, command, options));
    const appending = decided.filter((d) => d.append !== null);
    const results = appending.length > 0 ? await this.eventStore.appendMany(appending.map((d) => d.append!)) : [];
    let next = 0;
    return decided.map((d) => this.outcomeOf(decider, d, d.append ? results[next++] : null));
  }

  private async executeOnce<State, Command, Event extends DomainEvent>(
    stream: string,
    decider: Decider<State, Command, Event>,
    command: Command,
    options: ExecuteOptions<State>,
  ): Promise<CommandOutcome<State>> {
    const decided = await this.decideOn(stream, decider, command, options);
    if (!decided.append) return this.outcomeOf(decider, decided, null);
    return this.outcomeOf(decider, decided, await this.eventStore.append(decided.append.stream, decided.append.events, decided.append.expected));
  }

  private async decideOn<State, Command, Event extends DomainEvent>(
    stream: string,
    decider: Decider<State, Command, Event>,
    command: Command,
    options: ExecuteOptions<State>,
  ): Promise<Decided<State, Event>> {
    const asLoaded = decider as Decider<State, unknown, Event>;
    const loaded = options.from
      ? await this.fold(
          stream,
          asLoaded,
          options.from.state,
          options.from.revision,
          await this.eventStore.readStream(stream, { fromRevision: options.from.revision + 1 }),
        )
      : await this.load(stream, asLoaded);
    if (options.expectedRevision !== undefined && options.expectedRevision !== loaded.revision) {
      throw new WrongExpectedRevisionError(stream, options.expectedRevision, loaded.revision);
    }
    const now = (options.now ?? new Date()).toISOString();
    const events = decider.decide(command, loaded.state, { now, actorId: options.actorId });
    if (events.length === 0) return { loaded, events, append: null };

    // Appending against the revision we decided on turns a concurrent write into a conflict, not
    // an overwrite — whether that revision came from a snapshot or a full read.
    const expected: ExpectedRevision = loaded.revision < 0 ? 'no_stream' : loaded.revision;
    const correlationId = options.correlationId ?? randomUUID();
    const toAppend: NewEvent[] = events.map((event) => ({
      type: event.type,
      data: event.data as Record<string, unknown>,
      metadata: { actorId: options.actorId, correlationId, causationId: null, occurredAt: now, schemaVersion: SCHEMA_VERSION },
    }));
    return { loaded, events, append: { stream, events: toAppend, expected } };
  }

  private outcomeOf<State, Event extends DomainEvent>(
    decider: Decider<State, never, Event>,
    { loaded, events }: Decided<State, Event>,
    result: AppendResult | null,
  ): CommandOutcome<State> {
    if (!result) return { revision: loaded.revision, position: null, state: loaded.state, events };
    const state = events.reduce((s, e) => decider.evolve(s, e), loaded.state);
    return { revision: result.revision, position: result.position, state, events };
  }
}
