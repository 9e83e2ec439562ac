import type { RecordedEvent } from '../event-store/event-store.port';
import type { OutputStreamCheckpoint } from './output-stream-checkpoint';

/**
 * Where a reactor resumes after a restart or a failure:
 * - `document`: a checkpoint document per reactor in the read store (`_reactor_checkpoints`),
 *   written after each event it handled. At least once: an event handled just before a crash comes
 *   again, so `handle` must be idempotent by a key derived from the event (its id). `from` says
 *   where a reactor without a checkpoint yet begins: the whole history, or the store's head.
 * - `live`: from the store's head at start, nothing remembered (pushes to sockets open now). After
 *   a failure it resumes from the last event it took, not from the head.
 * - an OutputStreamCheckpoint: the reactor's own output stream, appended with an expected revision,
 *   is its checkpoint: exactly once across restarts and instances.
 */
export type ReactorCheckpoint = { readonly kind: 'document'; readonly from: 'beginning' | 'now' } | { readonly kind: 'live' } | OutputStreamCheckpoint;

/**
 * Something done in reply to events (a log entry, a notification, an email): follows the whole
 * event store through the ReactorRunner, which owns subscribing, catching up, the checkpoint,
 * retrying with backoff and stopping. Declared in its context's module (`reactors` of ContextModule).
 */
export interface Reactor {
  /** Unique: keys its checkpoint and names it in /api/health. */
  readonly name: string;
  readonly checkpoint: ReactorCheckpoint;
  /** Cheap (the event's type, say): every other event only moves the checkpoint on. */
  handles(event: RecordedEvent): boolean;
  /**
   * Reacts to one event, in global order. A throw is retried (with backoff, from the checkpoint),
   * so the same event may come again: be idempotent by a key derived from it.
   */
  handle(event: RecordedEvent): Promise<void>;
}
