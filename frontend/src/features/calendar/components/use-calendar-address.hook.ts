import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CALENDAR_VIEWS, type CalendarView, type IsoDate } from './calendar-layout.util';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface CalendarAddress {
  view: CalendarView;
  /** The day the period is shown around (and the month grid's focused day); today when the address names none. */
  date: IsoDate;
  category: string;
  room: string;
}

type Change = Partial<Record<'view' | 'date' | 'category' | 'room', string>>;

/**
 * The calendar's view, period and filters in the address (`?view=week&date=2026-03-08&category=worship&room=…`),
 * so a period can be shared or bookmarked. Moving to another period or view is a step Back undoes;
 * a filter or a day moved to within the month grid replaces the address.
 */
export function useCalendarAddress(today: IsoDate) {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = useRef(searchParams);
  latest.current = searchParams;
  const view = searchParams.get('view') as CalendarView | null;
  const date = searchParams.get('date') ?? '';
  const address: CalendarAddress = {
    view: view && CALENDAR_VIEWS.includes(view) ? view : 'month',
    date: ISO_DATE.test(date) && !Number.isNaN(Date.parse(date)) ? date : today,
    category: searchParams.get('category') ?? '',
    room: searchParams.get('room') ?? '',
  };

  const go = useCallback(
    (changes: Change, { replace = false } = {}) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value && !(key === 'view' && value === 'month')) next.set(key, value);
        else next.delete(key);
      }
      latest.current = next;
      setSearchParams(next, { replace });
    },
    [setSearchParams],
  );

  return { address, go };
}
