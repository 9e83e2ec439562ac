import type { GroupView } from '@koinonia/contracts';
import type { TFunction } from 'i18next';

/** "Tuesdays at 19:00", "Tuesdays", or nothing when the group has not settled on a day. */
export function whenItMeets(t: TFunction, group: Pick<GroupView, 'meetingDay' | 'meetingTime'>): string {
  if (!group.meetingDay) return t('groups:card.noDay');
  const day = t(`groups:days.${group.meetingDay}`);
  return group.meetingTime ? t('groups:card.dayAndTime', { day, time: group.meetingTime }) : day;
}

/** "5 of 12 members", or "5 members" without a limit. */
export function howFull(t: TFunction, group: Pick<GroupView, 'memberCount' | 'capacity'>): string {
  return group.capacity === null
    ? t('groups:card.members', { count: group.memberCount })
    : t('groups:card.membersOf', { count: group.memberCount, capacity: group.capacity });
}

/** A meeting's day ("YYYY-MM-DD", a calendar day with no time zone) in the reader's language. */
export function meetingDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
