import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SavedOnboarding, type OnboardingSaved } from '../saved-onboarding.service';
import { StartTourCommand } from './start-tour.command';

@CommandHandler(StartTourCommand)
export class StartTourHandler implements ICommandHandler<StartTourCommand, OnboardingSaved> {
  constructor(private readonly saved: SavedOnboarding) {}

  execute({ userId, tour, actor }: StartTourCommand): Promise<OnboardingSaved> {
    return this.saved.record({ type: 'StartTour', userId, tour }, actor);
  }
}
