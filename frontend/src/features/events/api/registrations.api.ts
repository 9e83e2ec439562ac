import type { CommandResult, EventRosterView, MyRegistrationView, RegistrationResult } from '@koinonia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';

/** Registrations' query keys: everything under `['event-registrations']` refreshes after any change. */
export const registrationKeys = {
  all: ['event-registrations'] as const,
  roster: (eventId: string, occurrence: string | undefined) => ['event-registrations', 'roster', eventId, occurrence ?? ''] as const,
  mineForEvent: (eventId: string) => ['event-registrations', 'mine', eventId] as const,
};

const occurrenceQuery = (occurrence: string | undefined) => (occurrence ? `?occurrence=${encodeURIComponent(occurrence)}` : '');

/** `GET /api/events/:id/registrations`: an occurrence's roster (events.registrations.read). */
export const useEventRoster = (eventId: string, occurrence: string | undefined, enabled = true) =>
  useQuery({
    queryKey: registrationKeys.roster(eventId, occurrence),
    enabled,
    queryFn: ({ signal }) => apiFetch<EventRosterView>(`/api/events/${encodeURIComponent(eventId)}/registrations${occurrenceQuery(occurrence)}`, { signal }),
  });

/** `GET /api/events/:id/registrations/mine`: the reader's own registrations for this event. */
export const useMyEventRegistrations = (eventId: string, enabled = true) =>
  useQuery({
    queryKey: registrationKeys.mineForEvent(eventId),
    enabled,
    queryFn: ({ signal }) => apiFetch<MyRegistrationView[]>(`/api/events/${encodeURIComponent(eventId)}/registrations/mine`, { signal }),
  });

function useRegistrationMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationKeys.all }) });
}

export interface RegisterInput {
  eventId: string;
  occurrence?: string;
  /** Someone else (events.write); absent to register oneself. */
  memberId?: string;
  party?: number;
}

/** `POST /api/events/:id/registrations`: a place, or the wait list when it is full. */
export const useRegister = () =>
  useRegistrationMutation(({ eventId, ...body }: RegisterInput) =>
    apiFetch<RegistrationResult>(`/api/events/${encodeURIComponent(eventId)}/registrations`, { method: 'POST', body }),
  );

/** `POST /api/events/:id/occurrences/:date/registrations/:registrationId/cancel`: the first waiting takes the place. */
export const useCancelRegistration = () =>
  useRegistrationMutation(({ eventId, occurrence, registrationId }: { eventId: string; occurrence: string; registrationId: string }) =>
    apiFetch<CommandResult>(
      `/api/events/${encodeURIComponent(eventId)}/occurrences/${encodeURIComponent(occurrence)}/registrations/${encodeURIComponent(registrationId)}/cancel`,
      { method: 'POST' },
    ),
  );

/** `POST /api/events/:id/check-ins`: someone arrived (recorded in attendance). */
export const useCheckIn = () =>
  useRegistrationMutation(({ eventId, memberId, occurrence }: { eventId: string; memberId: string; occurrence?: string }) =>
    apiFetch<CommandResult>(`/api/events/${encodeURIComponent(eventId)}/check-ins`, { method: 'POST', body: { memberId, occurrence } }),
  );
