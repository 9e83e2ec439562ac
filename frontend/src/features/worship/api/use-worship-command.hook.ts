import type { CommandResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS } from '../../../shared/api';
import { worshipKeys } from './worship-query-keys.constant';

/** A worship command's mutation: every worship query is refreshed once it is done (the answer's position makes them read it). */
export function useWorshipCommand<V>(command: (variables: V) => Promise<CommandResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: command,
    // The screen shows the failure itself, next to what was pressed.
    meta: SHOWS_OWN_ERRORS,
    onSettled: () => queryClient.invalidateQueries({ queryKey: worshipKeys.all }),
  });
}
