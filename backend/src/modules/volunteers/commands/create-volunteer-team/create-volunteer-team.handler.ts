import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { volunteerTeamDecider } from '../../domain/volunteer-team.decider';
import { volunteerTeamStream } from '../../domain/volunteer-team.events';
import { VolunteerWriter } from '../volunteer-writer.service';
import { CreateVolunteerTeamCommand } from './create-volunteer-team.command';

@CommandHandler(CreateVolunteerTeamCommand)
export class CreateVolunteerTeamHandler implements ICommandHandler<CreateVolunteerTeamCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly writer: VolunteerWriter,
  ) {}

  async execute({ teamId, name, ministryId, leaderIds, reminderDays, actor }: CreateVolunteerTeamCommand): Promise<CommandDone> {
    for (const leaderId of new Set(leaderIds)) await this.writer.nameOf(leaderId);
    const command = { type: 'CreateTeam' as const, teamId, name, ministryId, leaderIds, reminderDays };
    const outcome = await this.executor.execute(volunteerTeamStream(teamId), volunteerTeamDecider, command, { actorId: actorIdOf(actor) });
    return { id: teamId, revision: outcome.revision, position: outcome.position };
  }
}
