import type { Decider, DecisionContext, DomainEvent } from '../platform/commands/decider.type';
import type { RecordedEvent } from '../platform/event-store/event-store.port';

const CONTEXT: DecisionContext = { now: '2026-11-22T10:00:00.000Z', actorId: 'user-1' };

/** given(events).when(command).then(events) | thenThrows(code) | thenNothing(), after emmett's DeciderSpecification. */
export function deciderSpec<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return {
    given(events: Event[]) {
      const state = events.reduce((s, e) => decider.evolve(s, e), decider.initialState());
      return {
        when(command: Command, context: Partial<DecisionContext> = {}) {
          const run = () => decider.decide(command, state, { ...CONTEXT, ...context });
          return {
            then: (expected: Event[]) => expect(run()).toEqual(expected),
            thenNothing: () => expect(run()).toEqual([]),
            thenThrows: (code: string) => expect(run).toThrow(expect.objectContaining({ code })),
          };
        },
      };
    },
  };
}

let position = 0n;
/** A stored event for projection tests. */
export function recorded<E extends DomainEvent>(event: E, stream: string, revision: number, occurredAt = '2026-11-22T10:00:00.000Z'): RecordedEvent {
  position += 1n;
  return {
    id: `event-${position}`,
    stream,
    revision,
    position,
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: { actorId: 'user-1', correlationId: 'c-1', causationId: null, occurredAt, schemaVersion: 1 },
  };
}
