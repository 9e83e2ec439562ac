import { onboardingRules, type OnboardingState, type TourId } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { useOnboardingCommand } from './use-onboarding-command.hook';

/** `PUT /api/help/onboarding/completed-tours/:tour`. */
export function completeTour(tour: TourId): Promise<OnboardingState> {
  return apiFetch<OnboardingState>(`/api/help/onboarding/completed-tours/${encodeURIComponent(tour)}`, { method: 'PUT' });
}

export function useCompleteTour() {
  return useOnboardingCommand(completeTour, onboardingRules.completeTour);
}
