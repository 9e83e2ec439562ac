import { Command } from '@nestjs/cqrs';
import type { TourId } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { OnboardingSaved } from '../saved-onboarding.service';

/** Complete a tour: recorded once, and onboarding counts as done. */
export class CompleteTourCommand extends Command<OnboardingSaved> {
  constructor(
    readonly userId: string,
    readonly tour: TourId,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
