import { Command } from '@nestjs/cqrs';
import type { MemberPrivacy } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** A member's directory privacy choices, whole. */
export class ChangeMemberPrivacyCommand extends Command<CommandDone> {
  constructor(
    readonly memberId: string,
    readonly privacy: MemberPrivacy,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
