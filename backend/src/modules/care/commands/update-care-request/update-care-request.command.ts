import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { CareRequestChanges } from '../../domain/care-request.decider';

/** Move a care request on, hand it over, change its urgency or its follow-up date. */
export class UpdateCareRequestCommand extends Command<CommandDone> {
  constructor(
    readonly careRequestId: string,
    readonly changes: CareRequestChanges,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
