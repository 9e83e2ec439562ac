import { Command } from '@nestjs/cqrs';
import type { FeatureFlag } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Turn an area of the app on or off for the whole church. */
export class ChangeFeatureFlagCommand extends Command<CommandDone> {
  constructor(
    readonly flag: FeatureFlag,
    readonly enabled: boolean,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
