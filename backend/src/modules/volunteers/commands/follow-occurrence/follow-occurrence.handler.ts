import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { volunteerSlotDecider } from '../../domain/volunteer-slot.decider';
import { volunteerSlotStream } from '../../domain/volunteer-slot.events';
import { volunteerDecider } from '../../domain/volunteer.decider';
import { volunteerStream } from '../../domain/volunteer.events';
import { VolunteerWriter } from '../volunteer-writer.service';
import { FollowOccurrenceCommand } from './follow-occurrence.command';

@CommandHandler(FollowOccurrenceCommand)
export class FollowOccurrenceHandler implements ICommandHandler<FollowOccurrenceCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly writer: VolunteerWriter,
  ) {}

  async execute({ slotId, to, actor }: FollowOccurrenceCommand): Promise<CommandDone> {
    const command = to ? { type: 'Move' as const, slotId, to } : { type: 'Cancel' as const, slotId };
    const outcome = await this.executor.execute(volunteerSlotStream(slotId), volunteerSlotDecider, command, { actorId: actorIdOf(actor), retries: 5 });
    const slot = outcome.state;
    // Each person's held time follows the slot, also when the slot's own change was made on an earlier try.
    if (slot.status !== 'none') {
      for (const [assignmentId, place] of Object.entries(slot.assignments)) {
        if (place.status === 'declined') continue;
        if (slot.status === 'cancelled') await this.writer.release(place.memberId, assignmentId, actor);
        else {
          const { startsAt, endsAt } = slot.facts;
          await this.executor.execute(
            volunteerStream(place.memberId),
            volunteerDecider,
            { type: 'MoveCommitment', memberId: place.memberId, assignmentId, startsAt, endsAt },
            { actorId: actorIdOf(actor), retries: 5 },
          );
        }
      }
    }
    return { id: slotId, revision: outcome.revision, position: outcome.position };
  }
}
