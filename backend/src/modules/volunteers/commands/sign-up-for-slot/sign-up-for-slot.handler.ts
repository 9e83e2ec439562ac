import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { VolunteerWriter } from '../volunteer-writer.service';
import { SignUpForSlotCommand } from './sign-up-for-slot.command';

@CommandHandler(SignUpForSlotCommand)
export class SignUpForSlotHandler implements ICommandHandler<SignUpForSlotCommand, CommandDone> {
  constructor(private readonly writer: VolunteerWriter) {}

  async execute({ slotId, assignmentId, actor }: SignUpForSlotCommand): Promise<CommandDone> {
    const memberId = this.writer.memberOf(actor);
    return this.writer.place(await this.writer.slot(slotId), assignmentId, memberId, 'self', actor);
  }
}
