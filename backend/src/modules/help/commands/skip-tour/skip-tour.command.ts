import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { OnboardingSaved } from '../saved-onboarding.service';

/** Skip the current tour (also declines the first sign-in's offer). */
export class SkipTourCommand extends Command<OnboardingSaved> {
  constructor(
    readonly userId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
