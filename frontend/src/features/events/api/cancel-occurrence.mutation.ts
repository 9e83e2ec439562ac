import type { CommandResult } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { eventApiPath } from './get-event.query';
import { useEventCommand } from './use-event-command.hook';

/** `POST /api/events/:id/occurrences/:date/cancel`: one occurrence of a series, by its scheduled date. */
export function cancelOccurrence({ eventId, date }: { eventId: string; date: string }): Promise<CommandResult> {
  return apiFetch<CommandResult>(`${eventApiPath(eventId)}/occurrences/${encodeURIComponent(date)}/cancel`, { method: 'POST' });
}

export const useCancelOccurrence = () => useEventCommand(cancelOccurrence);
