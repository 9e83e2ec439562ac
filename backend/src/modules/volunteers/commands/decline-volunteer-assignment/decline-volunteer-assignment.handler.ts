import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { volunteerSlotDecider } from '../../domain/volunteer-slot.decider';
import { volunteerSlotStream } from '../../domain/volunteer-slot.events';
import { VolunteerQueriesService } from '../../queries/volunteer-queries.service';
import { VolunteerWriter } from '../volunteer-writer.service';
import { DeclineVolunteerAssignmentCommand } from './decline-volunteer-assignment.command';

@CommandHandler(DeclineVolunteerAssignmentCommand)
export class DeclineVolunteerAssignmentHandler implements ICommandHandler<DeclineVolunteerAssignmentCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly writer: VolunteerWriter,
    private readonly queries: VolunteerQueriesService,
  ) {}

  async execute({ assignmentId, actor, reason }: DeclineVolunteerAssignmentCommand): Promise<CommandDone> {
    const assignment = await this.queries.assignment(assignmentId);
    const team = await this.writer.team(assignment.teamId);
    // The volunteer, or whoever schedules the team (taking someone off who told them by phone).
    if (actor.kind === 'user' && actor.user.memberId !== assignment.memberId) this.writer.requireScheduler(actor, team);
    const volunteerName = await this.writer.nameOf(assignment.memberId).catch(() => '');
    const command = { type: 'Decline' as const, slotId: assignment.slotId, assignmentId, volunteerName, leaderIds: team.leaderIds, reason: reason.trim() };
    const outcome = await this.executor.execute(volunteerSlotStream(assignment.slotId), volunteerSlotDecider, command, {
      actorId: actorIdOf(actor),
      retries: 5,
    });
    await this.writer.release(assignment.memberId, assignmentId, actor);
    return { id: assignmentId, revision: outcome.revision, position: outcome.position };
  }
}
