import { TUTORIAL_STEPS, type TourId, type TutorialId } from './help-content.constant';
import { INITIAL_ONBOARDING_STATE, type OnboardingState } from './onboarding.read-model';

/**
 * The tour rules of the specification (section 4) and the tutorial records, as pure functions of
 * the state: the server's decider folds its events with them and the browser applies them at once
 * while the server confirms. Each answers the same object when nothing changes.
 */
export const onboardingRules = {
  /** Start sets the current tour (and answers the first sign-in's offer). */
  startTour(state: OnboardingState, tour: TourId): OnboardingState {
    if (state.currentTour === tour && state.tourOffered) return state;
    return { ...state, currentTour: tour, tourOffered: true };
  },

  /** Complete clears the current tour, records its id once and sets hasCompletedOnboarding. */
  completeTour(state: OnboardingState, tour: TourId): OnboardingState {
    const recorded = state.completedTours.includes(tour);
    if (recorded && state.currentTour === null && state.hasCompletedOnboarding && state.tourOffered) return state;
    return {
      ...state,
      currentTour: null,
      completedTours: recorded ? state.completedTours : [...state.completedTours, tour],
      hasCompletedOnboarding: true,
      tourOffered: true,
    };
  },

  /** Skip clears the current tour (and answers the offer); nothing else changes. */
  skipTour(state: OnboardingState): OnboardingState {
    if (state.currentTour === null && state.tourOffered) return state;
    return { ...state, currentTour: null, tourOffered: true };
  },

  /** Reset clears everything. */
  reset(state: OnboardingState): OnboardingState {
    return isInitial(state) ? state : { ...INITIAL_ONBOARDING_STATE, updatedAt: state.updatedAt };
  },

  /** Progress only moves forward: going back a step keeps the furthest one reached. */
  reachTutorialStep(state: OnboardingState, tutorial: TutorialId, step: number): OnboardingState {
    if (step <= (state.tutorialProgress[tutorial] ?? -1)) return state;
    return { ...state, tutorialProgress: { ...state.tutorialProgress, [tutorial]: step } };
  },

  /** Complete adds the id to the completed list, without duplicates, and counts every step done. */
  completeTutorial(state: OnboardingState, tutorial: TutorialId): OnboardingState {
    if (state.completedTutorials.includes(tutorial)) return state;
    const last = TUTORIAL_STEPS[tutorial].length - 1;
    return {
      ...state,
      completedTutorials: [...state.completedTutorials, tutorial],
      tutorialProgress: { ...state.tutorialProgress, [tutorial]: last },
    };
  },
};

function isInitial(state: OnboardingState): boolean {
  return (
    !state.hasCompletedOnboarding &&
    state.currentTour === null &&
    state.completedTours.length === 0 &&
    !state.tourOffered &&
    state.completedTutorials.length === 0 &&
    Object.keys(state.tutorialProgress).length === 0
  );
}

/** Steps done in a tutorial, for "3 of 6" and a progress bar: all of them once completed. */
export function tutorialStepsDone(state: Pick<OnboardingState, 'completedTutorials' | 'tutorialProgress'>, tutorial: TutorialId): number {
  const total = TUTORIAL_STEPS[tutorial].length;
  if (state.completedTutorials.includes(tutorial)) return total;
  return Math.min(state.tutorialProgress[tutorial] ?? 0, total - 1);
}

/** Whether the first sign-in's offer of the dashboard tour is still to be made. */
export function shouldOfferFirstTour(state: OnboardingState): boolean {
  return !state.tourOffered && !state.hasCompletedOnboarding && state.currentTour === null;
}
