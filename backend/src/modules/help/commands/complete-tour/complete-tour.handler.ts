import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SavedOnboarding, type OnboardingSaved } from '../saved-onboarding.service';
import { CompleteTourCommand } from './complete-tour.command';

@CommandHandler(CompleteTourCommand)
export class CompleteTourHandler implements ICommandHandler<CompleteTourCommand, OnboardingSaved> {
  constructor(private readonly saved: SavedOnboarding) {}

  execute({ userId, tour, actor }: CompleteTourCommand): Promise<OnboardingSaved> {
    return this.saved.record({ type: 'CompleteTour', userId, tour }, actor);
  }
}
