import type { RecordedEvent } from '../platform/event-store/event-store.port';
import type { Projection } from '../platform/projections/projection.type';
import type { Document } from '../platform/read-store/read-store.port';

/**
 * given(events).when(event).then(document) for a projection, as the runner applies it: events it
 * does not handle pass it by. Every `then` also applies the event a second time and expects the
 * same document (the Projection contract: a redelivered event changes nothing), and checks the
 * document it was given was left as it was.
 */
export function projectionSpec<D extends Document>(projection: Projection<D>) {
  const apply = (document: D | null, event: RecordedEvent): D | null => (projection.canHandle(event) ? projection.project(document, event) : document);
  return {
    given(events: RecordedEvent[]) {
      const before = events.reduce<D | null>(apply, null);
      return {
        when(event: RecordedEvent) {
          const once = apply(before, event);
          return {
            then(expected: D | null) {
              expect(once).toEqual(expected);
              const kept = structuredClone(once);
              expect(apply(once, event)).toEqual(expected);
              // A projection returns a new document; the one it was given stays as it was.
              expect(once).toEqual(kept);
            },
          };
        },
      };
    },
  };
}
