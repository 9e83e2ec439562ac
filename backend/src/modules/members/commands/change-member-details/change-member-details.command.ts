import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { MemberDetails } from '../../domain/member.events';

/** Change any of a member's details; `expectedRevision` is the If-Match the client sent. */
export class ChangeMemberDetailsCommand extends Command<CommandDone> {
  constructor(
    readonly memberId: string,
    readonly changes: Partial<MemberDetails>,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
