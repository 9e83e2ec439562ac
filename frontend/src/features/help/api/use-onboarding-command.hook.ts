import type { OnboardingState } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { helpKeys } from './help-query-keys.constant';

const ONBOARDING_COMMAND = [...helpKeys.onboarding(), 'command'] as const;

/**
 * An onboarding command: the screen changes at once by the same rule the server applies, then
 * takes the server's answer — unless another command is still on its way, whose answer will be
 * newer. A failure fetches the state afresh (and the error handler says what went wrong).
 */
export function useOnboardingCommand<Variables>(
  send: (variables: Variables) => Promise<OnboardingState>,
  apply: (state: OnboardingState, variables: Variables) => OnboardingState,
) {
  const queryClient = useQueryClient();
  const key = helpKeys.onboarding();
  return useMutation({
    mutationKey: ONBOARDING_COMMAND,
    mutationFn: send,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<OnboardingState>(key, (state) => (state ? apply(state, variables) : state));
    },
    onSuccess: (state) => {
      if (queryClient.isMutating({ mutationKey: ONBOARDING_COMMAND }) <= 1) queryClient.setQueryData(key, state);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
