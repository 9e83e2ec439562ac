import { WrongExpectedRevisionError, type AppendResult, type EventStore, type NewEvent, type RecordedEvent } from '../event-store/event-store.port';
import { readTail } from './stream-tail.util';

export interface OutputStreamOptions {
  /** The position of the source event an output event answers (every output event must say). */
  sourcePositionOf(output: RecordedEvent): bigint;
  /** Takes in an output event this instance did not append itself (the tail at start, another instance's). */
  adopt?(output: RecordedEvent): void;
}

/**
 * A reactor whose output is a stream of its own (the security log, the notification dispatch
 * record): that stream is its checkpoint. Each output event names its source's position, so a
 * restart resumes right after the last one. Appends carry the stream's expected revision, so
 * another instance appending first is met, not duplicated: its entries are adopted and a source
 * it covered is not answered twice. Exactly once, across restarts and instances.
 */
export class OutputStreamCheckpoint {
  readonly kind = 'output-stream';
  /** The stream's last revision known here (-1 when empty). */
  private revision = -1;
  /** The position of the last source answered in the stream. */
  private covered = 0n;

  constructor(
    private readonly eventStore: EventStore,
    readonly stream: string,
    private readonly options: OutputStreamOptions,
  ) {}

  /** The position of the last source answered in the stream. */
  get position(): bigint {
    return this.covered;
  }

  /** True when `source` was answered already (here or by another instance). */
  covers(source: RecordedEvent): boolean {
    return source.position <= this.covered;
  }

  /** Called by the runner before each subscription: adopts the stream's tail; answers where to resume. */
  async resume(): Promise<bigint> {
    const tail = await readTail(this.eventStore, this.stream);
    if (tail) this.take(tail);
    return this.covered;
  }

  /** Called by the runner for each event of the stream it follows; ignores what is known already. */
  take(output: RecordedEvent): void {
    if (output.stream !== this.stream || output.revision <= this.revision) return;
    this.revision = output.revision;
    this.options.adopt?.(output);
    const source = this.options.sourcePositionOf(output);
    if (source > this.covered) this.covered = source;
  }

  /**
   * Appends what `build` makes for `source` at the stream's expected revision. When another
   * instance appended first, its events are adopted and, unless they covered `source`, `build`
   * runs again on the adopted state. Answers null when another instance had covered `source`.
   */
  async append(source: RecordedEvent, build: () => NewEvent[]): Promise<AppendResult | null> {
    for (;;) {
      if (this.covers(source)) return null;
      try {
        const result = await this.eventStore.append(this.stream, build(), this.revision < 0 ? 'no_stream' : this.revision);
        this.revision = result.revision;
        if (source.position > this.covered) this.covered = source.position;
        return result;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        for (const newer of await this.eventStore.readStream(this.stream, { fromRevision: this.revision + 1 })) this.take(newer);
      }
    }
  }
}
