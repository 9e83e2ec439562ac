import type {
  CommandResult,
  EventOccurrenceView,
  VolunteerAutoFillProposal,
  VolunteerCandidateView,
  VolunteerFillRateView,
  VolunteerSlotView,
  VolunteerTeamView,
} from '@koinonia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { useVolunteerCommand } from './use-volunteer-command.hook';
import { slotPath, teamPath, volunteersKeys } from './volunteers-query-keys.constant';

/** `GET /api/volunteer-teams`: every team with its positions, requirements and qualified members. */
export const useTeams = () =>
  useQuery({ queryKey: volunteersKeys.teams(), queryFn: ({ signal }) => apiFetch<VolunteerTeamView[]>('/api/volunteer-teams', { signal }) });

/** `GET /api/volunteer-slots/:id`: one slot (a notification's link names it); 404 once it is gone with its occurrence. */
export const useSlot = (slotId: string) =>
  useQuery({
    queryKey: volunteersKeys.slot(slotId),
    queryFn: ({ signal }) => apiFetch<VolunteerSlotView>(slotPath(slotId), { signal }),
    enabled: slotId !== '',
    retry: false,
  });

/** `GET /api/volunteer-slots/:id/candidates`: who could fill a slot (or replace someone who declined). */
export const useCandidates = (slotId: string) =>
  useQuery({
    queryKey: volunteersKeys.candidates(slotId),
    queryFn: ({ signal }) => apiFetch<VolunteerCandidateView[]>(`${slotPath(slotId)}/candidates`, { signal }),
  });

/** `GET /api/volunteer-auto-fill?slotId=`: a fair rotation proposed for a slot's open places. */
export const useAutoFill = (slotId: string, enabled: boolean) =>
  useQuery({
    queryKey: volunteersKeys.autoFill(slotId),
    queryFn: ({ signal }) => apiFetch<VolunteerAutoFillProposal[]>('/api/volunteer-auto-fill', { query: { slotId }, signal }),
    enabled,
  });

/** `GET /api/volunteer-fill-rate?week=&weeks=`: places needed, filled and confirmed per team and week. */
export const useFillRate = (week: string, weeks: number) =>
  useQuery({
    queryKey: volunteersKeys.fillRate(week, weeks),
    queryFn: ({ signal }) => apiFetch<VolunteerFillRateView[]>('/api/volunteer-fill-rate', { query: { week, weeks }, signal }),
    placeholderData: keepPreviousData,
  });

/** `GET /api/events?from=&to=`: the occurrences a slot may be opened on. */
export const useOccurrences = (from: string, to: string) =>
  useQuery({
    queryKey: volunteersKeys.occurrences(from, to),
    queryFn: ({ signal }) => apiFetch<EventOccurrenceView[]>('/api/events', { query: { from, to }, signal }),
  });

export const useOpenSlot = () =>
  useVolunteerCommand((slot: { eventId: string; occurrenceStart: string; position: string; needed: number }) =>
    apiFetch<CommandResult>('/api/volunteer-slots', { method: 'POST', body: slot }),
  );

/** `POST /api/volunteer-slots/:id/assignments` for each member in turn: one, or an accepted auto-fill proposal. */
export const useAssign = () =>
  useVolunteerCommand(async ({ slotId, memberIds }: { slotId: string; memberIds: string[] }) => {
    let last: CommandResult | null = null;
    for (const memberId of memberIds) last = await apiFetch<CommandResult>(`${slotPath(slotId)}/assignments`, { method: 'POST', body: { memberId } });
    return last;
  });

/** A leader takes someone off a slot (the decline endpoint, as the team's scheduler). */
export const useTakeOff = () =>
  useVolunteerCommand((assignmentId: string) =>
    apiFetch<CommandResult>(`/api/volunteer-assignments/${encodeURIComponent(assignmentId)}/decline`, { method: 'POST' }),
  );

export const useAddPosition = () =>
  useVolunteerCommand(({ teamId, name }: { teamId: string; name: string }) =>
    apiFetch<CommandResult>(`${teamPath(teamId)}/positions`, { method: 'POST', body: { name } }),
  );

export const useQualify = () =>
  useVolunteerCommand(({ teamId, memberId, positionIds }: { teamId: string; memberId: string; positionIds: string[] }) =>
    apiFetch<CommandResult>(`${teamPath(teamId)}/members/${encodeURIComponent(memberId)}`, { method: 'PUT', body: { positionIds } }),
  );

export const useRecordRequirement = () =>
  useVolunteerCommand(
    ({
      teamId,
      memberId,
      requirementId,
      checkedOn,
      expiresOn,
    }: {
      teamId: string;
      memberId: string;
      requirementId: string;
      checkedOn: string;
      expiresOn: string;
    }) =>
      apiFetch<CommandResult>(`${teamPath(teamId)}/members/${encodeURIComponent(memberId)}/requirements/${encodeURIComponent(requirementId)}`, {
        method: 'PUT',
        body: { checkedOn, ...(expiresOn ? { expiresOn } : {}) },
      }),
  );
