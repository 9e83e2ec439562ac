import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** What issuing a feed answers: the command's result and the token, which only this answer ever carries. */
export interface CalendarFeedDone extends CommandDone {
  token: string;
}

/** Create or rotate a user's personal calendar feed (the old address stops working). */
export class IssueCalendarFeedCommand extends Command<CalendarFeedDone> {
  constructor(
    readonly userId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
