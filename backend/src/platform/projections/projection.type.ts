import type { RecordedEvent } from '../event-store/event-store.port';
import type { Document, IndexSpec } from '../read-store/read-store.port';

/**
 * A projection: which events it reads, which document each one touches, and a pure function
 * from (document | null, event) to the new document (or null to delete it). It must tolerate
 * starting mid-stream (a null document for an update) and an event applied twice.
 */
export interface Projection<D extends Document = Document> {
  /** Also the checkpoint's key. */
  readonly name: string;
  readonly collection: string;
  /** Bump it when project changes meaning: the runner then rebuilds this read model from scratch. */
  readonly version: number;
  readonly indexes?: ReadonlyArray<{ spec: IndexSpec; unique?: boolean }>;
  canHandle(event: RecordedEvent): boolean;
  documentId(event: RecordedEvent): string | null;
  /** When one event touches several documents (e.g. a household merge moving its people): their ids, used instead of documentId. */
  documentIds?(event: RecordedEvent): string[];
  project(document: D | null, event: RecordedEvent): D | null;
}
