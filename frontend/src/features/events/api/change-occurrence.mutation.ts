import type { ChangeOccurrenceDto, CommandResult } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { eventApiPath } from './get-event.query';
import { useEventCommand } from './use-event-command.hook';

/**
 * `PATCH /api/events/:id/occurrences/:date`: one occurrence (scope `this`), or it and every later
 * one (`following`: the answer names the new event that continues the series).
 */
export function changeOccurrence({ eventId, date, changes }: { eventId: string; date: string; changes: ChangeOccurrenceDto }): Promise<CommandResult> {
  return apiFetch<CommandResult>(`${eventApiPath(eventId)}/occurrences/${encodeURIComponent(date)}`, { method: 'PATCH', body: changes });
}

export const useChangeOccurrence = () => useEventCommand(changeOccurrence);
