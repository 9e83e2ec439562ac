import type { CommandResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS } from '../../../shared/api';
import { pledgesKeys } from './pledges-keys.constant';

/** A campaign or pledge command: every pledges query is refreshed once it is done (the answer's position makes them read it). */
export function usePledgesCommand<V>(command: (variables: V) => Promise<CommandResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: command,
    // The screen shows the failure itself, next to what was pressed.
    meta: SHOWS_OWN_ERRORS,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pledgesKeys.all }),
  });
}
