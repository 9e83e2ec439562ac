import type { AttendancePerson } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { attendanceKeys } from './attendance-query-keys.constant';

/** `GET /api/gatherings/register`: everyone a register may tick. */
export const useRegisterPeople = (enabled = true) =>
  useQuery({ queryKey: attendanceKeys.people(), queryFn: ({ signal }) => apiFetch<AttendancePerson[]>('/api/gatherings/register', { signal }), enabled });
