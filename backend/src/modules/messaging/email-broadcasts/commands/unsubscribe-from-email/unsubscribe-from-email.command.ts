import { Command } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** The person an unsubscribe link was made for leaves the church's email (the link is their authority: no sign-in). */
export class UnsubscribeFromEmailCommand extends Command<CommandDone> {
  constructor(readonly memberId: string) {
    super();
  }
}
