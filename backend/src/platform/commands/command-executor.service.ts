import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE } from '../platform.tokens';
import { WrongExpectedRevisionError, type EventStore, type ExpectedRevision, type NewEvent, type RecordedEvent } from '../event-store/event-store.port';
import type { Decider, DomainEvent } from './decider.type';

export interface CommandOutcome<State> {
  /** The stream's revision after the command (unchanged when it decided nothing). */
  revision: number;
  /** The global position of the last event appended, or null when nothing was appended. */
  position: bigint | null;
  state: State;
  events: DomainEvent[];
}

export interface ExecuteOptions {
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
}

export const SCHEMA_VERSION = 1;

/** Load, decide, append: the one way commands reach the event store. */
@Injectable()
export class CommandExecutor {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async load<State, Event extends DomainEvent>(
    stream: string,
    decider: Decider<State, unknown, Event>,
  ): Promise<{ state: State; revision: number; events: RecordedEvent[] }> {
    const recorded = await this.eventStore.readStream(stream);
    let state = decider.initialState();
    for (const event of recorded) state = decider.evolve(state, { type: event.type, data: event.data } as unknown as Event);
    return { state, revision: recorded.length - 1, events: recorded };
  }

  async execute<State, Command, Event extends DomainEvent>(
    stream: string,
    decider: Decider<State, Command, Event>,
    command: Command,
    options: ExecuteOptions,
  ): Promise<CommandOutcome<State>> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.executeOnce(stream, decider, command, options);
      } catch (error) {
        const retryable = error instanceof WrongExpectedRevisionError && options.expectedRevision === undefined && attempt < (options.retries ?? 0);
        if (!retryable) throw error;
      }
    }
  }

  private async executeOnce<State, Command, Event extends DomainEvent>(
    stream: string,
    decider: Decider<State, Command, Event>,
    command: Command,
    options: ExecuteOptions,
  ): Promise<CommandOutcome<State>> {
    const loaded = await this.load(stream, decider as Decider<State, unknown, Event>);
    if (options.expectedRevision !== undefined && options.expectedRevision !== loaded.revision) {
      throw new WrongExpectedRevisionError(stream, options.expectedRevision, loaded.revision);
    }
    const now = (options.now ?? new Date()).toISOString();
    const events = decider.decide(command, loaded.state, { now, actorId: options.actorId });
    if (events.length === 0) return { revision: loaded.revision, position: null, state: loaded.state, events };

    // Appending against the revision we decided on turns a concurrent write into a conflict, not an overwrite.
    const expected: ExpectedRevision = loaded.revision < 0 ? 'no_stream' : loaded.revision;
    const correlationId = options.correlationId ?? randomUUID();
    const toAppend: NewEvent[] = events.map((event) => ({
      type: event.type,
      data: event.data as Record<string, unknown>,
      metadata: { actorId: options.actorId, correlationId, causationId: null, occurredAt: now, schemaVersion: SCHEMA_VERSION },
    }));
    const result = await this.eventStore.append(stream, toAppend, expected);
    const state = events.reduce((s, e) => decider.evolve(s, e), loaded.state);
    return { revision: result.revision, position: result.position, state, events };
  }
}
