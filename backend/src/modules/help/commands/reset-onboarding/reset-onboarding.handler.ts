import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SavedOnboarding, type OnboardingSaved } from '../saved-onboarding.service';
import { ResetOnboardingCommand } from './reset-onboarding.command';

@CommandHandler(ResetOnboardingCommand)
export class ResetOnboardingHandler implements ICommandHandler<ResetOnboardingCommand, OnboardingSaved> {
  constructor(private readonly saved: SavedOnboarding) {}

  execute({ userId, actor }: ResetOnboardingCommand): Promise<OnboardingSaved> {
    return this.saved.record({ type: 'ResetOnboarding', userId }, actor);
  }
}
