/**
 * What a command handler answers: the record it touched, the stream's revision after the command
 * and the global position of its last event (null when it decided nothing). The controller turns
 * it into the wire's `CommandResult` with `toCommandResult`; the client sends the position back
 * as `X-Consistency-Position` to read its own write.
 */
export interface CommandDone {
  id: string;
  revision: number;
  position: bigint | null;
}
