import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** A sweep's answer: how many notifications the rules took out. */
export interface InboxSwept extends CommandDone {
  removed: number;
}

/** Apply the keeping rules to one user's centre at `now`: expired ones and long-handled ones go. */
export class SweepInboxCommand extends Command<InboxSwept> {
  constructor(
    readonly userId: string,
    readonly now: Date,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
