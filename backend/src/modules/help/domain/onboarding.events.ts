import type { TourId, TutorialId } from '@koinonia/contracts';

export type TourStarted = { type: 'TourStarted'; data: { userId: string; tour: TourId } };
export type TourCompleted = { type: 'TourCompleted'; data: { userId: string; tour: TourId } };
export type TourSkipped = { type: 'TourSkipped'; data: { userId: string; tour: TourId | null } };
export type OnboardingReset = { type: 'OnboardingReset'; data: { userId: string } };
export type TutorialStepReached = { type: 'TutorialStepReached'; data: { userId: string; tutorial: TutorialId; step: number } };
export type TutorialCompleted = { type: 'TutorialCompleted'; data: { userId: string; tutorial: TutorialId } };

export type OnboardingEvent = TourStarted | TourCompleted | TourSkipped | OnboardingReset | TutorialStepReached | TutorialCompleted;

export const ONBOARDING_EVENT_TYPES: ReadonlyArray<OnboardingEvent['type']> = [
  'TourStarted',
  'TourCompleted',
  'TourSkipped',
  'OnboardingReset',
  'TutorialStepReached',
  'TutorialCompleted',
];

export const onboardingStream = (userId: string) => `onboarding-${userId}`;
