import { onboardingRules, type OnboardingState, type TourId } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { useOnboardingCommand } from './use-onboarding-command.hook';

/** `PUT /api/help/onboarding/current-tour`. */
export function startTour(tour: TourId): Promise<OnboardingState> {
  return apiFetch<OnboardingState>('/api/help/onboarding/current-tour', { method: 'PUT', body: { tour } });
}

export function useStartTour() {
  return useOnboardingCommand(startTour, onboardingRules.startTour);
}
