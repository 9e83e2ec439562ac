import { onboardingRules, type OnboardingState, type TutorialId } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { useOnboardingCommand } from './use-onboarding-command.hook';

/** `PUT /api/help/onboarding/completed-tutorials/:tutorial`. */
export function completeTutorial(tutorial: TutorialId): Promise<OnboardingState> {
  return apiFetch<OnboardingState>(`/api/help/onboarding/completed-tutorials/${encodeURIComponent(tutorial)}`, { method: 'PUT' });
}

export function useCompleteTutorial() {
  return useOnboardingCommand(completeTutorial, onboardingRules.completeTutorial);
}
