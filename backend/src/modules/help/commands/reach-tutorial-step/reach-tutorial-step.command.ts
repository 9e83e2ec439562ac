import { Command } from '@nestjs/cqrs';
import type { TutorialId } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { OnboardingSaved } from '../saved-onboarding.service';

/** Record the step reached in a tutorial (progress only moves forward). */
export class ReachTutorialStepCommand extends Command<OnboardingSaved> {
  constructor(
    readonly userId: string,
    readonly tutorial: TutorialId,
    readonly step: number,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
