import type { MemberPage, StatementRunView, StatementView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { STATEMENT_RUN_POLL_MS, statementKeys } from './statements-keys.constant';

/** `GET /api/statements`: newest first; a member gets only their own whatever they ask. */
export function useStatements(year: number | null, donorMemberId: string | null = null) {
  return useQuery({
    queryKey: statementKeys.list(year, donorMemberId),
    queryFn: ({ signal }) =>
      apiFetch<StatementView[]>('/api/statements', { query: { year: year ?? undefined, donorMemberId: donorMemberId ?? undefined }, signal }),
  });
}

/** `GET /api/statement-runs/:id`, read again while the run is running: the progress bar. */
export function useStatementRun(id: string | null) {
  return useQuery({
    queryKey: statementKeys.run(id ?? ''),
    queryFn: ({ signal }) => apiFetch<StatementRunView>(`/api/statement-runs/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'completed' ? false : STATEMENT_RUN_POLL_MS),
  });
}

/** Donors to pick from: members found by name (`GET /api/members?search=`). */
export function useDonorSearch(search: string) {
  return useQuery({
    queryKey: statementKeys.donors(search),
    queryFn: ({ signal }) => apiFetch<MemberPage>('/api/members', { query: { search, pageSize: 8 }, signal }),
    enabled: search.trim().length >= 2,
  });
}
