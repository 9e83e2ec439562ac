import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/**
 * Record who was at an occurrence (its date; the latest that has begun when absent). Answers the
 * register's stream revision: how many people it holds, less one.
 */
export class RecordAttendanceCommand extends Command<CommandDone> {
  constructor(
    readonly gatheringId: string,
    readonly memberIds: string[],
    readonly occurrence: string | undefined,
    readonly recordingId: string,
    readonly actor: CommandActor,
    /** The time the register is for when no occurrence is named (the demo church records its past). */
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
