import { onboardingRules, type OnboardingState } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { useOnboardingCommand } from './use-onboarding-command.hook';

/** `DELETE /api/help/onboarding`: clears every tour and tutorial record. */
export function resetOnboarding(): Promise<OnboardingState> {
  return apiFetch<OnboardingState>('/api/help/onboarding', { method: 'DELETE' });
}

export function useResetOnboarding() {
  return useOnboardingCommand<void>(resetOnboarding, (state) => onboardingRules.reset(state));
}
