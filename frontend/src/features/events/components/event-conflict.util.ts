import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api';
import { formatOccurrence } from './event-time.util';

interface ConflictDetails {
  room?: { name?: unknown };
  resource?: { name?: unknown };
  event?: { title?: unknown; startsAt?: unknown; endsAt?: unknown };
}

/**
 * A refused booking in plain words, naming what is booked, by which event and when, in the
 * church's zone ("Fellowship Hall is booked by Youth Night, Sun, Mar 8, 6:00 – 8:00 PM");
 * null for any other failure.
 */
export function conflictMessage(t: TFunction, language: string, error: unknown, timeZone: string | undefined): string | null {
  if (!(error instanceof ApiError) || error.code !== 'EVENT_CONFLICT') return null;
  const details = error.details as ConflictDetails;
  const name = details.room?.name ?? details.resource?.name;
  const clash = details.event;
  if (typeof name !== 'string' || typeof clash?.title !== 'string' || typeof clash.startsAt !== 'string' || typeof clash.endsAt !== 'string') {
    return t('form.conflictUnnamed');
  }
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return t('form.conflict', { name, title: clash.title, when: formatOccurrence(clash.startsAt, clash.endsAt, false, zone, language) });
}
