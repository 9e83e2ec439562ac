import { Command } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** The account's holder lifts a lockout with the link emailed to them. */
export class UnlockAccountCommand extends Command<CommandDone> {
  constructor(readonly token: string) {
    super();
  }
}
