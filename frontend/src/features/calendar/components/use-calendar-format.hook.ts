import type { EventOccurrenceView } from '@koinonia/contracts';
import { DateTime } from 'luxon';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, localeOf, useDateSettings } from '../../../shared/i18n';
import { dayIn, type IsoDate } from './calendar-layout.util';

/** How the calendar writes days and times: the reader's language and clock, the church's zone. */
export interface CalendarFormat {
  zone: string;
  locale: string;
  /** `10:00 AM` on the reader's clock, in the church's zone. */
  time: (instant: string | DateTime) => string;
  /** `10 AM` on a 12-hour clock when on the hour, else as `time`: for the month grid's narrow cells and the hour labels. */
  shortTime: (instant: string | DateTime) => string;
  /** `10:00 – 11:30 AM`, or `All day`. */
  span: (occurrence: EventOccurrenceView) => string;
  /** `Sunday, March 8, 2026`. */
  longDay: (date: IsoDate) => string;
  /** `Sun 8`. */
  shortDay: (date: IsoDate) => { weekday: string; day: string; longWeekday: string };
  /** `March 2026`. */
  month: (date: IsoDate) => string;
  /** `Mar 8 – 14, 2026`. */
  range: (from: IsoDate, to: IsoDate) => string;
  /** An occurrence for its link's name: its title, day and times, and room. */
  eventName: (occurrence: EventOccurrenceView) => string;
}

export function useCalendarFormat(zone: string): CalendarFormat {
  const { t, i18n } = useTranslation('calendar');
  const settings = useDateSettings();
  const language = i18n.language;
  return useMemo(() => {
    const locale = localeOf(language);
    const clock = { ...settings, timeZone: zone };
    const time = (instant: string | DateTime) => formatTime(typeof instant === 'string' ? instant : instant.toJSDate(), language, clock);
    const cycle = settings.timeFormat === '12h' ? { hourCycle: 'h12' as const } : settings.timeFormat === '24h' ? { hourCycle: 'h23' as const } : {};
    const hourOnly = new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: zone, ...cycle });
    const twelveHour = ['h11', 'h12'].includes(hourOnly.resolvedOptions().hourCycle ?? '');
    const shortTime = (instant: string | DateTime) => {
      const at = typeof instant === 'string' ? DateTime.fromISO(instant).setZone(zone) : instant;
      return twelveHour && at.minute === 0 ? hourOnly.format(at.toJSDate()) : time(at);
    };
    const onDay = (date: IsoDate, options: Intl.DateTimeFormatOptions) => dayIn(date, 'UTC').setLocale(locale).toLocaleString(options);
    const span = (occurrence: EventOccurrenceView) => (occurrence.allDay ? t('allDay') : `${time(occurrence.startsAt)} – ${time(occurrence.endsAt)}`);
    const longDay = (date: IsoDate) => onDay(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const dayOf = (instant: string) => DateTime.fromISO(instant).setZone(zone).toISODate()!;
    return {
      zone,
      locale,
      time,
      shortTime,
      span,
      longDay,
      shortDay: (date) => ({ weekday: onDay(date, { weekday: 'short' }), day: onDay(date, { day: 'numeric' }), longWeekday: onDay(date, { weekday: 'long' }) }),
      month: (date) => onDay(date, { month: 'long', year: 'numeric' }),
      range: (from, to) => {
        const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
        return format.formatRange(dayIn(from, 'UTC').toJSDate(), dayIn(to, 'UTC').toJSDate());
      },
      eventName: (occurrence) => {
        const when = `${longDay(dayOf(occurrence.startsAt))}, ${span(occurrence)}`;
        const place = occurrence.room?.name ?? occurrence.location;
        return place ? t('event.nameInPlace', { title: occurrence.title, when, place }) : t('event.name', { title: occurrence.title, when });
      },
    };
  }, [language, settings, zone, t]);
}
