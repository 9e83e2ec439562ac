import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { volunteerTeamDecider } from '../../domain/volunteer-team.decider';
import { volunteerTeamStream } from '../../domain/volunteer-team.events';
import { VolunteerWriter } from '../volunteer-writer.service';
import { AddVolunteerRequirementCommand } from './add-volunteer-requirement.command';

@CommandHandler(AddVolunteerRequirementCommand)
export class AddVolunteerRequirementHandler implements ICommandHandler<AddVolunteerRequirementCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly writer: VolunteerWriter,
  ) {}

  async execute({ teamId, requirementId, name, positionId, actor }: AddVolunteerRequirementCommand): Promise<CommandDone> {
    this.writer.requireScheduler(actor, await this.writer.team(teamId));
    const command = { type: 'AddRequirement' as const, teamId, requirementId, name, positionId };
    const outcome = await this.executor.execute(volunteerTeamStream(teamId), volunteerTeamDecider, command, { actorId: actorIdOf(actor) });
    return { id: requirementId, revision: outcome.revision, position: outcome.position };
  }
}
