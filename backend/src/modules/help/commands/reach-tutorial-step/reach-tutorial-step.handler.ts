import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SavedOnboarding, type OnboardingSaved } from '../saved-onboarding.service';
import { ReachTutorialStepCommand } from './reach-tutorial-step.command';

@CommandHandler(ReachTutorialStepCommand)
export class ReachTutorialStepHandler implements ICommandHandler<ReachTutorialStepCommand, OnboardingSaved> {
  constructor(private readonly saved: SavedOnboarding) {}

  execute({ userId, tutorial, step, actor }: ReachTutorialStepCommand): Promise<OnboardingSaved> {
    return this.saved.record({ type: 'ReachTutorialStep', userId, tutorial, step }, actor);
  }
}
