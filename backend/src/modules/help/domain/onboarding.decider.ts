import {
  INITIAL_ONBOARDING_STATE,
  onboardingRules,
  TUTORIAL_STEPS,
  VALIDATION_MESSAGES,
  type OnboardingState,
  type TourId,
  type TutorialId,
} from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { OnboardingEvent } from './onboarding.events';

export type OnboardingCommand =
  | { type: 'StartTour'; userId: string; tour: TourId }
  | { type: 'CompleteTour'; userId: string; tour: TourId }
  | { type: 'SkipTour'; userId: string }
  | { type: 'ResetOnboarding'; userId: string }
  | { type: 'ReachTutorialStep'; userId: string; tutorial: TutorialId; step: number }
  | { type: 'CompleteTutorial'; userId: string; tutorial: TutorialId };

/** The state after one event: the same rules the browser applies while the server confirms. */
export function evolveOnboarding(state: OnboardingState, event: OnboardingEvent): OnboardingState {
  switch (event.type) {
    case 'TourStarted':
      return onboardingRules.startTour(state, event.data.tour);
    case 'TourCompleted':
      return onboardingRules.completeTour(state, event.data.tour);
    case 'TourSkipped':
      return onboardingRules.skipTour(state);
    case 'OnboardingReset':
      return onboardingRules.reset(state);
    case 'TutorialStepReached':
      return onboardingRules.reachTutorialStep(state, event.data.tutorial, event.data.step);
    case 'TutorialCompleted':
      return onboardingRules.completeTutorial(state, event.data.tutorial);
    default:
      return state;
  }
}

/**
 * One user's tours and tutorials. A command that would change nothing records nothing, so a
 * double click or a second browser repeating it leaves one event.
 */
export const onboardingDecider: Decider<OnboardingState, OnboardingCommand, OnboardingEvent> = {
  initialState: () => INITIAL_ONBOARDING_STATE,
  evolve: evolveOnboarding,
  decide(command, state) {
    const { userId } = command;
    const unlessSame = (event: OnboardingEvent): OnboardingEvent[] => (evolveOnboarding(state, event) === state ? [] : [event]);
    switch (command.type) {
      case 'StartTour':
        return unlessSame({ type: 'TourStarted', data: { userId, tour: command.tour } });
      case 'CompleteTour':
        return unlessSame({ type: 'TourCompleted', data: { userId, tour: command.tour } });
      case 'SkipTour':
        return unlessSame({ type: 'TourSkipped', data: { userId, tour: state.currentTour } });
      case 'ResetOnboarding':
        return unlessSame({ type: 'OnboardingReset', data: { userId } });
      case 'ReachTutorialStep':
        if (command.step >= TUTORIAL_STEPS[command.tutorial].length) throw DomainError.validation([{ field: 'step', message: VALIDATION_MESSAGES.choice }]);
        return unlessSame({ type: 'TutorialStepReached', data: { userId, tutorial: command.tutorial, step: command.step } });
      case 'CompleteTutorial':
        return unlessSame({ type: 'TutorialCompleted', data: { userId, tutorial: command.tutorial } });
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${(unknown as { type: string }).type}`);
      }
    }
  },
};
