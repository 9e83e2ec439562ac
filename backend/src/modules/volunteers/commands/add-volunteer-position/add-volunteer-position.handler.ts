import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { volunteerTeamDecider } from '../../domain/volunteer-team.decider';
import { volunteerTeamStream } from '../../domain/volunteer-team.events';
import { VolunteerWriter } from '../volunteer-writer.service';
import { AddVolunteerPositionCommand } from './add-volunteer-position.command';

@CommandHandler(AddVolunteerPositionCommand)
export class AddVolunteerPositionHandler implements ICommandHandler<AddVolunteerPositionCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly writer: VolunteerWriter,
  ) {}

  async execute({ teamId, positionId, name, actor }: AddVolunteerPositionCommand): Promise<CommandDone> {
    this.writer.requireScheduler(actor, await this.writer.team(teamId));
    const command = { type: 'AddPosition' as const, teamId, positionId, name };
    const outcome = await this.executor.execute(volunteerTeamStream(teamId), volunteerTeamDecider, command, { actorId: actorIdOf(actor) });
    return { id: positionId, revision: outcome.revision, position: outcome.position };
  }
}
