import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, isApiError } from '../../../../shared/api';
import { householdsKeys } from './households-query-keys.constant';

/**
 * A household change: the form or dialog shows its own failure; on success every household view
 * refreshes, and on a 409 conflict too, so the next try starts from what is there now.
 */
export function useHouseholdMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: householdsKeys.all });
  return useMutation({
    mutationFn,
    meta: SHOWS_OWN_ERRORS,
    onSuccess: refresh,
    onError: (error) => {
      if (isApiError(error) && error.code === 'CONCURRENCY_CONFLICT') void refresh();
    },
  });
}
