import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { VolunteerWriter } from '../volunteer-writer.service';
import { AssignVolunteerCommand } from './assign-volunteer.command';

@CommandHandler(AssignVolunteerCommand)
export class AssignVolunteerHandler implements ICommandHandler<AssignVolunteerCommand, CommandDone> {
  constructor(private readonly writer: VolunteerWriter) {}

  async execute({ slotId, assignmentId, memberId, actor }: AssignVolunteerCommand): Promise<CommandDone> {
    const slot = await this.writer.slot(slotId);
    this.writer.requireScheduler(actor, await this.writer.team(slot.facts.teamId));
    return this.writer.place(slot, assignmentId, memberId, 'leader', actor);
  }
}
