import type { AuditAttendanceView, AuditGivingView, AuditTrailView, ReconciliationReport } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';

/** Every audit query lives under `['audit']`. Nothing here writes. */
export const auditKeys = {
  all: ['audit'] as const,
  giving: (asOf: string) => [...auditKeys.all, 'giving', asOf] as const,
  attendance: (asOf: string) => [...auditKeys.all, 'attendance', asOf] as const,
  trail: (id: string) => [...auditKeys.all, 'trail', id] as const,
  reconciliation: () => [...auditKeys.all, 'reconciliation'] as const,
};

export const trailPath = (id: string) => `/api/audit/donations/${encodeURIComponent(id)}/trail`;

/** `GET /api/audit/giving?asOf=`: the books as they stood at that instant (ISO date-time). */
export const useGivingAsOf = (asOf: string | null) =>
  useQuery({
    queryKey: auditKeys.giving(asOf ?? ''),
    queryFn: ({ signal }) => apiFetch<AuditGivingView>('/api/audit/giving', { query: { asOf: asOf ?? '', pageSize: '20' }, signal }),
    enabled: asOf !== null,
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
