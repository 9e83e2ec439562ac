import type { OutboxView } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { usersAdminKeys } from './users-admin-query-keys.constant';

/** `GET /api/admin/outbox`: mail kept here because no SMTP server is set up, newest first. */
export function getOutbox(signal?: AbortSignal): Promise<OutboxView> {
  return apiFetch<OutboxView>('/api/admin/outbox', { signal });
}

export const outboxQueryOptions = () => queryOptions({ queryKey: usersAdminKeys.outbox(), queryFn: ({ signal }) => getOutbox(signal) });

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
