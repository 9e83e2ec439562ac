import type { MemberAttendanceEntry } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { attendanceKeys } from './attendance-query-keys.constant';

/** `GET /api/members/:id/attendance`: a person's attendance, newest first. */
export const useMemberAttendance = (memberId: string) =>
  useQuery({
    queryKey: attendanceKeys.member(memberId),
    queryFn: ({ signal }) => apiFetch<MemberAttendanceEntry[]>(`/api/members/${encodeURIComponent(memberId)}/attendance`, { signal }),
  });
