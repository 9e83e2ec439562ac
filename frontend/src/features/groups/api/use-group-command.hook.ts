import type { CommandResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS } from '../../../shared/api';
import { groupsKeys } from './groups-query-keys.constant';

export const groupPath = (id: string) => `/api/groups/${encodeURIComponent(id)}`;

/** A group command's mutation: it refreshes every groups query once it is done (the answer's position makes them read it). */
export function useGroupCommand<V>(command: (variables: V) => Promise<CommandResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: command,
    // The screen shows the failure itself, next to what was pressed.
    meta: SHOWS_OWN_ERRORS,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupsKeys.all }),
  });
}
