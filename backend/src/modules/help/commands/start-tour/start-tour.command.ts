import { Command } from '@nestjs/cqrs';
import type { TourId } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { OnboardingSaved } from '../saved-onboarding.service';

/** Start a guided tour (which also answers the first sign-in's offer). */
export class StartTourCommand extends Command<OnboardingSaved> {
  constructor(
    readonly userId: string,
    readonly tour: TourId,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
