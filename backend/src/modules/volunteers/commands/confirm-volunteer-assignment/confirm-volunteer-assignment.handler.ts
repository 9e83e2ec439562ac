import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { volunteerSlotDecider } from '../../domain/volunteer-slot.decider';
import { volunteerSlotStream } from '../../domain/volunteer-slot.events';
import { VolunteerQueriesService } from '../../queries/volunteer-queries.service';
import { ConfirmVolunteerAssignmentCommand } from './confirm-volunteer-assignment.command';

@CommandHandler(ConfirmVolunteerAssignmentCommand)
export class ConfirmVolunteerAssignmentHandler implements ICommandHandler<ConfirmVolunteerAssignmentCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: VolunteerQueriesService,
  ) {}

  async execute({ assignmentId, actor }: ConfirmVolunteerAssignmentCommand): Promise<CommandDone> {
    const assignment = await this.queries.assignment(assignmentId);
    // Only the volunteer says yes for themselves.
    if (actor.kind === 'user' && actor.user.memberId !== assignment.memberId) throw new DomainError('AUTHORIZATION');
    const command = { type: 'Confirm' as const, slotId: assignment.slotId, assignmentId };
    const outcome = await this.executor.execute(volunteerSlotStream(assignment.slotId), volunteerSlotDecider, command, {
      actorId: actorIdOf(actor),
      retries: 5,
    });
    return { id: assignmentId, revision: outcome.revision, position: outcome.position };
  }
}
