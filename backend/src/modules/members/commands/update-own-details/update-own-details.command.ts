import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { MemberDetails, SelfUpdateField } from '../../domain/member.events';

/** Applied at once, waiting for staff (the church asks for approval), or nothing to change. */
export interface SelfUpdateDone extends CommandDone {
  status: 'applied' | 'pending' | 'unchanged';
}

/** A member changes their own email, phone or address; `requestId` names the request should it wait for approval. */
export class UpdateOwnDetailsCommand extends Command<SelfUpdateDone> {
  constructor(
    readonly memberId: string,
    readonly changes: Partial<Pick<MemberDetails, SelfUpdateField>>,
    readonly requestId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
