import { onboardingRules, type OnboardingState } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { useOnboardingCommand } from './use-onboarding-command.hook';

/** `DELETE /api/help/onboarding/current-tour`: skip the tour (or decline the first offer). */
export function skipTour(): Promise<OnboardingState> {
  return apiFetch<OnboardingState>('/api/help/onboarding/current-tour', { method: 'DELETE' });
}

export function useSkipTour() {
  return useOnboardingCommand<void>(skipTour, (state) => onboardingRules.skipTour(state));
}
