import type { CommandResult, CreateEventDto } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { useEventCommand } from './use-event-command.hook';

/** `POST /api/events` (events.write): schedule an event, booking its room and resources; a clash is 409 EVENT_CONFLICT. */
export function createEvent(event: CreateEventDto): Promise<CommandResult> {
  return apiFetch<CommandResult>('/api/events', { method: 'POST', body: event });
}

export const useCreateEvent = () => useEventCommand(createEvent);
