import { VOLUNTEER_UNAVAILABLE_REASONS, type VolunteerAssignmentStatus } from '@koinonia/contracts';
import type { TFunction } from 'i18next';
import type { BadgeTone } from '../../../shared/ui';
import { isApiError } from '../../../shared/api';
import { errorMessageOf } from '../../../shared/i18n';

const DAY = 86_400_000;

/** A date `days` after a `YYYY-MM-DD` date. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY).toISOString().slice(0, 10);

/** Today as `YYYY-MM-DD` (UTC, as the server counts weeks). */
export const today = () => new Date().toISOString().slice(0, 10);

/** The Monday of the week holding a date: the server's weeks start on Mondays. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

export const STATUS_TONES: Record<VolunteerAssignmentStatus, BadgeTone> = { pending: 'warning', confirmed: 'success', declined: 'neutral' };

/** Why a slot could not take someone, in plain words: VOLUNTEER_UNAVAILABLE's details.reason, else the catalogue's message. */
export function unavailableMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.code === 'VOLUNTEER_UNAVAILABLE') {
    const reason = String(error.details.reason ?? '');
    if ((VOLUNTEER_UNAVAILABLE_REASONS as readonly string[]).includes(reason) || reason === 'declined') return t(`volunteers:reasons.${reason}`);
  }
  return errorMessageOf(t, error);
}

/** A candidate's conflicts (blockout, overlap, requirement-missing, …) in plain words. */
export const conflictWords = (t: TFunction, conflicts: readonly string[]) =>
  conflicts.map((reason) => t(`volunteers:reasons.${reason}`, { defaultValue: reason })).join(', ');
