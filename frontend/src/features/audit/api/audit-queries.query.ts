import type { AuditAttendanceView, AuditGivingView, AuditTrailView, ReconciliationReport } from '@koinonia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';

/** Every audit query lives under `['audit']`. Nothing here writes. */
export const auditKeys = {
  all: ['audit'] as const,
  giving: (asOf: string, page: number) => [...auditKeys.all, 'giving', asOf, page] as const,
  attendance: (asOf: string) => [...auditKeys.all, 'attendance', asOf] as const,
  trail: (id: string) => [...auditKeys.all, 'trail', id] as const,
  reconciliation: () => [...auditKeys.all, 'reconciliation'] as const,
};

export const trailPath = (id: string) => `/api/audit/donations/${encodeURIComponent(id)}/trail`;

/** Gifts known then, to a page. */
export const AUDIT_GIFTS_PAGE_SIZE = 20;

/** `GET /api/audit/giving?asOf=&page=`: the books as they stood at that instant (ISO date-time), with a page of the gifts known then. */
export const useGivingAsOf = (asOf: string | null, page = 1) =>
  useQuery({
    queryKey: auditKeys.giving(asOf ?? '', page),
    queryFn: ({ signal }) =>
      apiFetch<AuditGivingView>('/api/audit/giving', { query: { asOf: asOf ?? '', page: String(page), pageSize: String(AUDIT_GIFTS_PAGE_SIZE) }, signal }),
    enabled: asOf !== null,
    // Turning a page keeps the books on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

/** `GET /api/audit/attendance?asOf=`: the registers as they stood then. */
export const useAttendanceAsOf = (asOf: string | null) =>
  useQuery({
    queryKey: auditKeys.attendance(asOf ?? ''),
    queryFn: ({ signal }) => apiFetch<AuditAttendanceView>('/api/audit/attendance', { query: { asOf: asOf ?? '' }, signal }),
    enabled: asOf !== null,
  });

/** `GET /api/audit/donations/:id/trail`. */
export const useTrail = (id: string) =>
  useQuery({
    queryKey: auditKeys.trail(id),
    queryFn: ({ signal }) => apiFetch<AuditTrailView>(trailPath(id), { signal }),
    enabled: id !== '',
    retry: false,
  });

/** `GET /api/audit/reconciliation`: run when asked, not on every visit. */
export const useReconciliation = (enabled: boolean) =>
  useQuery({
    queryKey: auditKeys.reconciliation(),
    queryFn: ({ signal }) => apiFetch<ReconciliationReport>('/api/audit/reconciliation', { signal }),
    enabled,
  });
