import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap, Optional } from '@nestjs/common';
import { EVENT_STORE, READ_STORE, RETRY_BACKOFF } from '../platform.tokens';
import type { BackoffOptions } from '../event-store/backoff.util';
import { EventFollower, type FollowerStatus } from '../event-store/event-follower';
import type { EventStore, RecordedEvent } from '../event-store/event-store.port';
import type { Document, ReadStore } from '../read-store/read-store.port';
import type { Reactor } from './reactor.type';

/** The read-store collection of `document` checkpoints, one per reactor. */
export const REACTOR_CHECKPOINTS = '_reactor_checkpoints';

interface ReactorCheckpointDocument extends Document {
  /** Decimal string: positions may exceed what a JS number holds exactly. */
  position: string;
}

export interface ReactorStatus extends FollowerStatus {
  name: string;
  /** The position of the last event it took (handled or passed over). */
  position: bigint;
}

/** One reactor followed: its checkpoint kept by its strategy, its failures retried by the follower. */
class ReactorLoop {
  /** The last event taken; null before the first resume. */
  private taken: bigint | null = null;
  readonly follower: EventFollower;

  constructor(
    readonly reactor: Reactor,
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    backoff: BackoffOptions | undefined,
  ) {
    this.follower = new EventFollower(eventStore, {
      name: `Reactor ${reactor.name}`,
      resume: () => this.resume(),
      handle: (event) => this.take(event),
      backoff,
    });
  }

  get position(): bigint {
    return this.taken ?? 0n;
  }

  private get checkpoints() {
    return this.readStore.collection<ReactorCheckpointDocument>(REACTOR_CHECKPOINTS);
  }

  /** Where to follow from: never before what this instance took already, never before what its strategy remembers. */
  private async resume(): Promise<bigint> {
    const checkpoint = this.reactor.checkpoint;
    let remembered: bigint;
    if (checkpoint.kind === 'output-stream') {
      remembered = await checkpoint.resume();
    } else if (checkpoint.kind === 'live') {
      remembered = this.taken ?? (await this.eventStore.headPosition());
    } else {
      const stored = await this.checkpoints.findOne({ _id: this.reactor.name });
      if (stored) {
        remembered = BigInt(stored.position);
      } else if (checkpoint.from === 'now') {
        // Remembered at once: a restart before the first handled event must not move "now" on.
        remembered = await this.eventStore.headPosition();
        await this.save(remembered);
      } else {
        remembered = 0n;
      }
    }
    if (this.taken === null || remembered > this.taken) this.taken = remembered;
    return this.taken;
  }

  private async take(event: RecordedEvent): Promise<void> {
    if (this.taken !== null && event.position <= this.taken) return;
    const checkpoint = this.reactor.checkpoint;
    if (checkpoint.kind === 'output-stream' && event.stream === checkpoint.stream) {
      checkpoint.take(event);
    } else if (!(checkpoint.kind === 'output-stream' && checkpoint.covers(event)) && this.reactor.handles(event)) {
      await this.reactor.handle(event);
      if (checkpoint.kind === 'document') await this.save(event.position);
    }
    this.taken = event.position;
  }

  private async save(position: bigint): Promise<void> {
    await this.checkpoints.replaceOne({ _id: this.reactor.name }, { _id: this.reactor.name, position: position.toString() }, { upsert: true });
  }
}

/**
 * Runs every reactor the contexts declare (see ContextModule's `reactors`), each on its own
 * subscription: one reactor failing (an SMTP server down, a read store refusing writes) holds
 * back no other. Each resumes from its checkpoint after a failure, with backoff, until it succeeds.
 */
@Injectable()
export class ReactorRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly loops: ReactorLoop[] = [];
  private started = false;

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Optional() @Inject(RETRY_BACKOFF) private readonly backoff?: BackoffOptions,
  ) {}

  /** Adds a reactor to run. Only before start. */
  register(reactor: Reactor): void {
    if (this.started) throw new Error(`Reactor ${reactor.name} registered after the runner started`);
    if (this.loops.some((loop) => loop.reactor.name === reactor.name)) throw new Error(`Two reactors are named ${reactor.name}`);
    this.loops.push(new ReactorLoop(reactor, this.eventStore, this.readStore, this.backoff));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** Starts every reactor: each has its resume point (a `live` one, the head now) when this resolves. */
  async start(): Promise<void> {
    this.started = true;
    await Promise.all(this.loops.map((loop) => loop.follower.start()));
  }

  /** Stops every reactor, waiting for handlers in flight. */
  async stop(): Promise<void> {
    await Promise.all(this.loops.map((loop) => loop.follower.stop()));
  }

  statuses(): ReactorStatus[] {
    return this.loops.map((loop) => ({ name: loop.reactor.name, position: loop.position, ...loop.follower.status }));
  }
}
