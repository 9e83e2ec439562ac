import { Command } from '@nestjs/cqrs';
import type { TutorialId } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { OnboardingSaved } from '../saved-onboarding.service';

/** Complete a tutorial: recorded once, every step counted done. */
export class CompleteTutorialCommand extends Command<OnboardingSaved> {
  constructor(
    readonly userId: string,
    readonly tutorial: TutorialId,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
