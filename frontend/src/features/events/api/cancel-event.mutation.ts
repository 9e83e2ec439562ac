import type { CommandResult } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { eventApiPath } from './get-event.query';
import { useEventCommand } from './use-event-command.hook';

/** `POST /api/events/:id/cancel`: every occurrence, freeing its room and resources. */
export function cancelEvent({ eventId, revision }: { eventId: string; revision: number }): Promise<CommandResult> {
  return apiFetch<CommandResult>(`${eventApiPath(eventId)}/cancel`, { method: 'POST', headers: { 'If-Match': String(revision) } });
}

export const useCancelEvent = () => useEventCommand(cancelEvent);
