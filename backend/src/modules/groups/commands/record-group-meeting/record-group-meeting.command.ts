import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Record a meeting (its day and topic) and who came. The answer's `id` is the meeting's. */
export class RecordGroupMeetingCommand extends Command<CommandDone> {
  constructor(
    readonly groupId: string,
    readonly meetingId: string,
    readonly meeting: { date: string; topic: string; attendeeIds: string[] },
    readonly actor: CommandActor,
  ) {
    super();
  }
}
