import type { ChangeEventDto, CommandResult } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { eventApiPath } from './get-event.query';
import { useEventCommand } from './use-event-command.hook';

/** `PATCH /api/events/:id` with the revision the form was filled from: the whole series changes. */
export function changeEvent({ eventId, changes, revision }: { eventId: string; changes: ChangeEventDto; revision: number }): Promise<CommandResult> {
  return apiFetch<CommandResult>(eventApiPath(eventId), { method: 'PATCH', body: changes, headers: { 'If-Match': String(revision) } });
}

export const useChangeEvent = () => useEventCommand(changeEvent);
