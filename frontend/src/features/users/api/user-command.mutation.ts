import { SHOWS_OWN_ERRORS } from '../../../shared/api';
import type { CommandResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersAdminKeys } from './users-admin-query-keys.constant';

/**
 * A change to one account: once it succeeds, the list (and the outbox, which an invitation
 * writes to) re-read at the command's position, so the change shows at once.
 */
export function useUserCommand<Input>(mutationFn: (input: Input) => Promise<CommandResult | { ended: number }>) {
  const queryClient = useQueryClient();
  return useMutation({ meta: SHOWS_OWN_ERRORS, mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: usersAdminKeys.all }) });
}
