import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Turn the emailing of gift receipts on or off for the church. */
export class SwitchReceiptEmailsCommand extends Command<CommandDone> {
  constructor(
    readonly enabled: boolean,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
