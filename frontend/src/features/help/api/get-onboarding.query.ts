import type { OnboardingState } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { helpKeys } from './help-query-keys.constant';

/** `GET /api/help/onboarding`: my tours and tutorials. */
export function getOnboarding(signal?: AbortSignal): Promise<OnboardingState> {
  return apiFetch<OnboardingState>('/api/help/onboarding', { signal });
}

export const onboardingQueryOptions = () => queryOptions({ queryKey: helpKeys.onboarding(), queryFn: ({ signal }) => getOnboarding(signal) });

export function useOnboarding() {
  return useQuery(onboardingQueryOptions());
}
