import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { volunteerTeamDecider } from '../../domain/volunteer-team.decider';
import { volunteerTeamStream } from '../../domain/volunteer-team.events';
import { VolunteerWriter } from '../volunteer-writer.service';
import { RecordVolunteerRequirementCommand } from './record-volunteer-requirement.command';

@CommandHandler(RecordVolunteerRequirementCommand)
export class RecordVolunteerRequirementHandler implements ICommandHandler<RecordVolunteerRequirementCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly writer: VolunteerWriter,
  ) {}

  async execute({ teamId, memberId, requirementId, checkedOn, expiresOn, actor }: RecordVolunteerRequirementCommand): Promise<CommandDone> {
    this.writer.requireScheduler(actor, await this.writer.team(teamId));
    await this.writer.nameOf(memberId);
    const command = { type: 'RecordRequirement' as const, teamId, memberId, requirementId, checkedOn, expiresOn };
    const outcome = await this.executor.execute(volunteerTeamStream(teamId), volunteerTeamDecider, command, { actorId: actorIdOf(actor) });
    return { id: teamId, revision: outcome.revision, position: outcome.position };
  }
}
