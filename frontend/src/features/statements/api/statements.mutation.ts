import type { CommandResult, IssuedStatement, StatementDelivery } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, SHOWS_OWN_ERRORS } from '../../../shared/api';
import { statementKeys } from './statements-keys.constant';

/** `POST /api/statements`: one donor's statement for a year (the same one again when nothing changed). */
export function useIssueStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { donorMemberId: string; year: number }) => apiFetch<IssuedStatement>('/api/statements', { method: 'POST', body }),
    // The page shows the failure itself, beside the form.
    meta: SHOWS_OWN_ERRORS,
    onSettled: () => queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  });
}

/** `POST /api/statement-runs`: every donor's statement for a year, as a job. */
export function useStartStatementRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { year: number; delivery: StatementDelivery }) => apiFetch<CommandResult>('/api/statement-runs', { method: 'POST', body }),
    meta: SHOWS_OWN_ERRORS,
    onSettled: () => queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  });
}
