import { Command } from '@nestjs/cqrs';
import type { GatheringKind, GatheringRepeat } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Schedule a service or meeting: once, or repeating from its first time. */
export class ScheduleGatheringCommand extends Command<CommandDone> {
  constructor(
    readonly gatheringId: string,
    readonly gathering: { name: string; kind: GatheringKind; startsAt: string; repeat: GatheringRepeat; rrule: string | null },
    readonly actor: CommandActor,
  ) {
    super();
  }
}
