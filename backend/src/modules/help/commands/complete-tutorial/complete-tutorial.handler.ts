import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SavedOnboarding, type OnboardingSaved } from '../saved-onboarding.service';
import { CompleteTutorialCommand } from './complete-tutorial.command';

@CommandHandler(CompleteTutorialCommand)
export class CompleteTutorialHandler implements ICommandHandler<CompleteTutorialCommand, OnboardingSaved> {
  constructor(private readonly saved: SavedOnboarding) {}

  execute({ userId, tutorial, actor }: CompleteTutorialCommand): Promise<OnboardingSaved> {
    return this.saved.record({ type: 'CompleteTutorial', userId, tutorial }, actor);
  }
}
