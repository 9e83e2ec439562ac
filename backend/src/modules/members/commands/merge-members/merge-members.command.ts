import { Command } from '@nestjs/cqrs';
import type { MemberMergeField, MergeSource } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Merge `mergedId` into `survivorId`, each field keeping the value chosen (the survivor's unless named). */
export class MergeMembersCommand extends Command<CommandDone> {
  constructor(
    readonly survivorId: string,
    readonly mergedId: string,
    readonly fields: Partial<Record<MemberMergeField, MergeSource>>,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
