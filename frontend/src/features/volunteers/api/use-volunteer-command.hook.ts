import type { CommandResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS } from '../../../shared/api';
import { volunteersKeys } from './volunteers-query-keys.constant';

/** A volunteers command's mutation: every volunteers query is refreshed once it is done (the answer's position makes them read it). */
export function useVolunteerCommand<V, R = CommandResult>(command: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: command,
    // The screen shows the failure itself, next to what was pressed.
    meta: SHOWS_OWN_ERRORS,
    onSettled: () => queryClient.invalidateQueries({ queryKey: volunteersKeys.all }),
  });
}
