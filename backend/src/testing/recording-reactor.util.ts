import type { NewEvent, RecordedEvent } from '../platform/event-store/event-store.port';
import type { Reactor, ReactorCheckpoint } from '../platform/reactors/reactor.type';

/** A new event of `type` for tests of followers. */
export function testEvent(type: string, n: number): NewEvent {
  return {
    type,
    data: { n },
    metadata: { actorId: null, correlationId: `test-${n}`, causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1 },
  };
}

/**
 * A reactor for tests of the runner: records the `Wanted` events it handles, and can be made to
 * fail (as an unreachable mail server would) or to hold an event until released.
 */
export class RecordingReactor implements Reactor {
  readonly handled: number[] = [];
  /** Thrown by handle while set. */
  failing: Error | null = null;
  /** True while a handle call is held by block(). */
  holding = false;
  private gate: Promise<void> | null = null;

  constructor(
    readonly name: string,
    readonly checkpoint: ReactorCheckpoint,
  ) {}

  handles(event: RecordedEvent): boolean {
    return event.type === 'Wanted';
  }

  async handle(event: RecordedEvent): Promise<void> {
    if (this.gate) {
      this.holding = true;
      await this.gate;
      this.holding = false;
    }
    if (this.failing) throw this.failing;
    this.handled.push((event.data as { n: number }).n);
  }

  /** Holds the next handle calls until the returned function is called. */
  block(): () => void {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    this.gate = gate;
    return () => {
      if (this.gate === gate) this.gate = null;
      release();
    };
  }
}
