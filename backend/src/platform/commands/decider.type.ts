/**
 * A decider, after emmett: plain data in, plain data out. Domain files implement it and import
 * nothing from Nest or any adapter; time and the actor come in through the context.
 */
export interface DomainEvent<Type extends string = string, Data extends object = object> {
  type: Type;
  data: Data;
}

export interface DecisionContext {
  /** ISO-8601 time the command is handled. */
  now: string;
  actorId: string | null;
}

export interface Decider<State, Command, Event extends DomainEvent> {
  initialState(): State;
  /** Pure: the state after one more event. Must tolerate unknown event types (returns state). */
  evolve(state: State, event: Event): State;
  /** Pure: the events a command causes in a state, or a thrown DomainError. [] means nothing to do. */
  decide(command: Command, state: State, context: DecisionContext): Event[];
}
