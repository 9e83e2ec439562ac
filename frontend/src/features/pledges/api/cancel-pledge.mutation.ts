import type { CommandResult } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { usePledgesCommand } from './use-pledges-command.hook';

/** `POST /api/pledges/:id/cancel`: one's own pledge, or any for the finance role. */
export const useCancelPledge = () =>
  usePledgesCommand((id: string) => apiFetch<CommandResult>(`/api/pledges/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {} }));
