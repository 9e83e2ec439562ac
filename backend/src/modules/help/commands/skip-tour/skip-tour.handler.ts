import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SavedOnboarding, type OnboardingSaved } from '../saved-onboarding.service';
import { SkipTourCommand } from './skip-tour.command';

@CommandHandler(SkipTourCommand)
export class SkipTourHandler implements ICommandHandler<SkipTourCommand, OnboardingSaved> {
  constructor(private readonly saved: SavedOnboarding) {}

  execute({ userId, actor }: SkipTourCommand): Promise<OnboardingSaved> {
    return this.saved.record({ type: 'SkipTour', userId }, actor);
  }
}
