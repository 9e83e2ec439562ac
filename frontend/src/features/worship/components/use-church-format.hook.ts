import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime, useDateSettings } from '../../../shared/i18n';

/** How the program builder writes a service's dates and times. */
export interface ChurchFormat {
  date: (instant: string) => string;
  time: (instant: string) => string;
  dateTime: (instant: string) => string;
}

/**
 * Services are planned in the church's time: their dates and times in its zone (the reader's
 * language and clock), wherever the reader is — as the calendar does. The zone is passed to the
 * formatters rather than provided to the tree, so nothing below (the sortable list) remounts.
 */
export function useChurchFormat(zone: string | undefined): ChurchFormat {
  const { i18n } = useTranslation();
  const settings = useDateSettings();
  const language = i18n.language;
  return useMemo(() => {
    const clock = zone ? { ...settings, timeZone: zone } : settings;
    const date = (instant: string) => formatDate(instant, language, clock);
    const time = (instant: string) => formatTime(instant, language, clock);
    return { date, time, dateTime: (instant: string) => `${date(instant)} ${time(instant)}` };
  }, [language, settings, zone]);
}
