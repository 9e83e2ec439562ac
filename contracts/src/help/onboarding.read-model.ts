import type { TourId, TutorialId } from './help-content.constant';

/**
 * One user's onboarding, kept on the server so it follows them to another browser: the
 * specification's hasCompletedOnboarding, currentTour and completedTours, plus the tutorials.
 */
export interface OnboardingState {
  hasCompletedOnboarding: boolean;
  currentTour: TourId | null;
  completedTours: TourId[];
  /** The first sign-in's offer of the dashboard tour has been answered (taken or declined). */
  tourOffered: boolean;
  completedTutorials: TutorialId[];
  /** The furthest step reached in each tutorial (0-based): the steps before it are done. */
  tutorialProgress: Partial<Record<TutorialId, number>>;
  /** When it last changed; null while nothing has. */
  updatedAt: string | null;
}

export const INITIAL_ONBOARDING_STATE: OnboardingState = {
  hasCompletedOnboarding: false,
  currentTour: null,
  completedTours: [],
  tourOffered: false,
  completedTutorials: [],
  tutorialProgress: {},
  updatedAt: null,
};
