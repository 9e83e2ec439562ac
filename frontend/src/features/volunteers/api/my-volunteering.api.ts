import type { CalendarFeedView, CommandResult, VolunteerAssignmentView, VolunteerBlockoutView, VolunteerSlotView } from '@koinonia/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch, SHOWS_OWN_ERRORS } from '../../../shared/api';
import { useVolunteerCommand } from './use-volunteer-command.hook';
import { assignmentPath, slotPath, volunteersKeys } from './volunteers-query-keys.constant';

/** `GET /api/me/schedule`: my assignments from four weeks back, earliest first. */
export const useMySchedule = () =>
  useQuery({ queryKey: volunteersKeys.schedule(), queryFn: ({ signal }) => apiFetch<VolunteerAssignmentView[]>('/api/me/schedule', { signal }) });

/** `GET /api/me/blockouts`: the days I cannot serve. */
export const useMyBlockouts = () =>
  useQuery({ queryKey: volunteersKeys.blockouts(), queryFn: ({ signal }) => apiFetch<VolunteerBlockoutView[]>('/api/me/blockouts', { signal }) });

/** `GET /api/volunteer-slots?week=&teamId=`: the slots of the week holding `week`. */
export const useSlots = (week: string, teamId = '') =>
  useQuery({
    queryKey: volunteersKeys.slots(week, teamId),
    queryFn: ({ signal }) => apiFetch<VolunteerSlotView[]>('/api/volunteer-slots', { query: { week, teamId: teamId || undefined }, signal }),
    placeholderData: keepPreviousData,
  });

export const useConfirmAssignment = () => useVolunteerCommand((id: string) => apiFetch<CommandResult>(`${assignmentPath(id)}/confirm`, { method: 'POST' }));

/** Decline one's place, saying why when one does (the leaders read it). */
export const useDeclineAssignment = () =>
  useVolunteerCommand(({ id, reason }: { id: string; reason: string }) =>
    apiFetch<CommandResult>(`${assignmentPath(id)}/decline`, { method: 'POST', ...(reason.trim() ? { body: { reason: reason.trim() } } : {}) }),
  );

/** `POST /api/volunteer-slots/:id/signups`: take a place oneself; 409 VOLUNTEER_UNAVAILABLE says why not. */
export const useSignUp = () => useVolunteerCommand((slotId: string) => apiFetch<CommandResult>(`${slotPath(slotId)}/signups`, { method: 'POST' }));

export const useAddBlockout = () =>
  useVolunteerCommand((blockout: { from: string; to: string; note?: string }) =>
    apiFetch<CommandResult>('/api/me/blockouts', { method: 'POST', body: blockout }),
  );

export const useRemoveBlockout = () =>
  useVolunteerCommand((id: string) => apiFetch<CommandResult>(`/api/me/blockouts/${encodeURIComponent(id)}`, { method: 'DELETE' }));

/** `POST /api/me/calendar-feed`: a new address for my personal iCal feed (the old one stops working). */
export const useIssueCalendarFeed = () =>
  useMutation({ mutationFn: () => apiFetch<CalendarFeedView>('/api/me/calendar-feed', { method: 'POST' }), meta: SHOWS_OWN_ERRORS });

/** `DELETE /api/me/calendar-feed`: the feed's address answers nothing from now on. */
export const useRevokeCalendarFeed = () =>
  useMutation({ mutationFn: () => apiFetch<CommandResult>('/api/me/calendar-feed', { method: 'DELETE' }), meta: SHOWS_OWN_ERRORS });
