import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { IssueOutcome } from '../../statement-issuer.service';

/** Issue a donor's year-end statement (or answer the standing one when no gift changed since). */
export class IssueStatementCommand extends Command<IssueOutcome> {
  constructor(
    readonly donorMemberId: string,
    readonly year: number,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
