import { deciderSpec } from '../../../testing/decider-spec.util';
import { onboardingDecider } from './onboarding.decider';
import type { OnboardingEvent } from './onboarding.events';

const userId = 'u-1';
const started = (tour: 'dashboard' | 'members'): OnboardingEvent => ({ type: 'TourStarted', data: { userId, tour } });
const completed = (tour: 'dashboard' | 'members'): OnboardingEvent => ({ type: 'TourCompleted', data: { userId, tour } });

describe('onboarding decider', () => {
  const spec = deciderSpec(onboardingDecider);

  describe('tours', () => {
    it('starts a tour', () => {
      spec
        .given([])
        .when({ type: 'StartTour', userId, tour: 'dashboard' })
        .then([started('dashboard')]);
    });

    it('records nothing when the tour is already the current one', () => {
      spec
        .given([started('dashboard')])
        .when({ type: 'StartTour', userId, tour: 'dashboard' })
        .thenNothing();
    });

    it('completes the current tour', () => {
      spec
        .given([started('dashboard')])
        .when({ type: 'CompleteTour', userId, tour: 'dashboard' })
        .then([completed('dashboard')]);
    });

    it('records a completion once: completing again with no tour running records nothing', () => {
      spec
        .given([started('dashboard'), completed('dashboard')])
        .when({ type: 'CompleteTour', userId, tour: 'dashboard' })
        .thenNothing();
    });

    it('completes a tour taken again (it clears the current tour, the id stays recorded once)', () => {
      spec
        .given([started('dashboard'), completed('dashboard'), started('dashboard')])
        .when({ type: 'CompleteTour', userId, tour: 'dashboard' })
        .then([completed('dashboard')]);
      const state = [started('dashboard'), completed('dashboard'), started('dashboard'), completed('dashboard')].reduce(
        onboardingDecider.evolve,
        onboardingDecider.initialState(),
      );
      expect(state.completedTours).toEqual(['dashboard']);
      expect(state.currentTour).toBeNull();
      expect(state.hasCompletedOnboarding).toBe(true);
    });

    it('skips the current tour, naming it', () => {
      spec
        .given([started('members')])
        .when({ type: 'SkipTour', userId })
        .then([{ type: 'TourSkipped', data: { userId, tour: 'members' } }]);
    });

    it('declines the first sign-in offer by skipping with no tour running, once', () => {
      spec
        .given([])
        .when({ type: 'SkipTour', userId })
        .then([{ type: 'TourSkipped', data: { userId, tour: null } }]);
      spec
        .given([{ type: 'TourSkipped', data: { userId, tour: null } }])
        .when({ type: 'SkipTour', userId })
        .thenNothing();
    });

    it('resets everything, and records nothing when there is nothing to reset', () => {
      spec
        .given([started('dashboard'), completed('dashboard')])
        .when({ type: 'ResetOnboarding', userId })
        .then([{ type: 'OnboardingReset', data: { userId } }]);
      spec.given([]).when({ type: 'ResetOnboarding', userId }).thenNothing();
    });
  });

  describe('tutorials', () => {
    it('records the furthest step reached, never going back', () => {
      const reached = (step: number): OnboardingEvent => ({ type: 'TutorialStepReached', data: { userId, tutorial: 'member-management', step } });
      spec
        .given([])
        .when({ type: 'ReachTutorialStep', userId, tutorial: 'member-management', step: 2 })
        .then([reached(2)]);
      spec
        .given([reached(2)])
        .when({ type: 'ReachTutorialStep', userId, tutorial: 'member-management', step: 1 })
        .thenNothing();
      spec
        .given([reached(2)])
        .when({ type: 'ReachTutorialStep', userId, tutorial: 'member-management', step: 3 })
        .then([reached(3)]);
    });

    it("refuses a step past the tutorial's last one", () => {
      spec.given([]).when({ type: 'ReachTutorialStep', userId, tutorial: 'event-management', step: 3 }).thenThrows('VALIDATION_ERROR');
    });

    it('completes a tutorial once', () => {
      const done: OnboardingEvent = { type: 'TutorialCompleted', data: { userId, tutorial: 'prayer-care' } };
      spec.given([]).when({ type: 'CompleteTutorial', userId, tutorial: 'prayer-care' }).then([done]);
      spec.given([done]).when({ type: 'CompleteTutorial', userId, tutorial: 'prayer-care' }).thenNothing();
    });
  });
});
