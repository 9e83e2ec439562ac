import { Command } from '@nestjs/cqrs';
import type { CareRequestType, CareUrgency } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

export interface NewCareRequest {
  requestType: CareRequestType;
  urgency: CareUrgency;
  memberId: string;
  assignedTo: string | null;
  followUpOn: string | null;
}

/** Someone needs care: a hospital visit, a meal, counselling... */
export class OpenCareRequestCommand extends Command<CommandDone> {
  constructor(
    readonly careRequestId: string,
    readonly request: NewCareRequest,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
