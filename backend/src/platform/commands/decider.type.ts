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

/**
 * A decider's opt-in to snapshots, for streams that grow long (a user's sign-ins): the executor
 * keeps its state at some revision and folds only the events after it. Its state must survive
 * JSON as it is (plain objects, arrays, strings, numbers, booleans, null — no Map, Set or Date).
 */
export interface SnapshotPolicy {
  /** Names the decider's snapshots (one stream may be read by several deciders). */
  name: string;
  /** Bump it whenever the state's shape or evolve's meaning changes: older snapshots are then ignored. */
  version: number;
  /** Take a new snapshot when a load had to fold more than this many events. */
  every: number;
}

export interface Decider<State, Command, Event extends DomainEvent> {
  initialState(): State;
  /** Pure: the state after one more event. Must tolerate unknown event types (returns state). */
  evolve(state: State, event: Event): State;
  /** Pure: the events a command causes in a state, or a thrown DomainError. [] means nothing to do. */
  decide(command: Command, state: State, context: DecisionContext): Event[];
  snapshot?: SnapshotPolicy;
}
