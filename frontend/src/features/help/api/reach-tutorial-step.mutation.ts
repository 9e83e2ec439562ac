import { onboardingRules, type OnboardingState, type TutorialId } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { useOnboardingCommand } from './use-onboarding-command.hook';

export interface TutorialStepVariables {
  tutorial: TutorialId;
  step: number;
}

/** `PUT /api/help/onboarding/tutorials/:tutorial/progress`. */
export function reachTutorialStep({ tutorial, step }: TutorialStepVariables): Promise<OnboardingState> {
  return apiFetch<OnboardingState>(`/api/help/onboarding/tutorials/${encodeURIComponent(tutorial)}/progress`, { method: 'PUT', body: { step } });
}

export function useReachTutorialStep() {
  return useOnboardingCommand(reachTutorialStep, (state, { tutorial, step }) => onboardingRules.reachTutorialStep(state, tutorial, step));
}
