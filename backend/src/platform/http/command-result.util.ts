import type { CommandResult } from '@koinonia/contracts';
import type { CommandDone } from '../commands/command-done.type';

/** A handler's answer as it crosses the wire (a position of 0 when the command decided nothing). */
export function toCommandResult(done: CommandDone): CommandResult {
  return { id: done.id, revision: done.revision, position: (done.position ?? 0n).toString() };
}
