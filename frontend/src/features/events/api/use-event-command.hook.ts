import type { CommandResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS } from '../../../shared/api';
import { eventsKeys } from './events-query-keys.constant';

/** An events command's mutation: it refreshes every events query once it is done (the answer's position makes them read it). */
export function useEventCommand<V>(command: (variables: V) => Promise<CommandResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: command,
    // The form or dialog shows the failure itself (a clash names the booking it met).
    meta: SHOWS_OWN_ERRORS,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
