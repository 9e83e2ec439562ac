import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { dayIn, stepDate, type DaySegment, type IsoDate } from './calendar-layout.util';
import { EventChip } from './event-link';
import type { CalendarFormat } from './use-calendar-format.hook';

/** Events a month cell shows before it says how many more there are. */
export const MONTH_CELL_EVENTS = 3;

const StyledGrid = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const StyledColumnHeader = styled.div`
  padding: ${({ theme }) => theme.space.xs};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.textSubtle};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const StyledCell = styled.div<{ $outside: boolean; $today: boolean; $creates: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  min-height: 7rem;
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme, $outside }) => ($outside ? theme.color.surfaceMuted : theme.color.surface)};
  cursor: ${({ $creates }) => ($creates ? 'copy' : 'default')};
  & + & {
    border-inline-start: 1px solid ${({ theme }) => theme.color.border};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  ${({ $today, theme }) =>
    $today &&
    css`
      box-shadow: inset 0 3px 0 ${theme.color.primary};
    `}
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    min-height: 4.5rem;
  }
`;

const StyledDayNumber = styled(Link)<{ $today: boolean; $outside: boolean }>`
  align-self: flex-start;
  min-width: 1.75rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  text-align: center;
  text-decoration: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme, $outside }) => ($outside ? theme.color.textSubtle : theme.color.text)};
  ${({ $today, theme }) =>
    $today &&
    css`
      background: ${theme.color.primary};
      color: ${theme.color.onPrimary};
    `}
`;

const StyledMore = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.primary};
  text-decoration: none;
  padding-inline: ${({ theme }) => theme.space.xs};
  &:hover {
    text-decoration: underline;
  }
`;

/** Keys that move the focused day, and by how much (Home and End: to the week's ends). */
function target(key: string, date: IsoDate, week: IsoDate[], rtl: boolean): IsoDate | null {
  const day = dayIn(date, 'UTC');
  const sideways = rtl ? -1 : 1;
  switch (key) {
    case 'ArrowRight':
      return day.plus({ days: sideways }).toISODate();
    case 'ArrowLeft':
      return day.minus({ days: sideways }).toISODate();
    case 'ArrowDown':
      return day.plus({ weeks: 1 }).toISODate();
    case 'ArrowUp':
      return day.minus({ weeks: 1 }).toISODate();
    case 'Home':
      return week[0];
    case 'End':
      return week[6];
    case 'PageUp':
      return stepDate('month', date, -1);
    case 'PageDown':
      return stepDate('month', date, 1);
    default:
      return null;
  }
}

/**
 * The month as an ARIA grid: one day in the Tab order (the focused one, whose events follow it),
 * arrow keys move a day or a week, Home and End to the week's ends, Page Up and Down a month,
 * Enter opens the day. A day beyond the month moves the grid there.
 */
export function MonthView({
  weeks,
  month,
  focused,
  today,
  segments,
  format,
  labelledBy,
  dayPath,
  onFocusDay,
  onOpenDay,
  onCreate,
}: {
  weeks: IsoDate[][];
  /** The month shown (`2026-03`): days outside it are muted. */
  month: string;
  focused: IsoDate;
  today: IsoDate;
  segments: Map<IsoDate, DaySegment[]>;
  format: CalendarFormat;
  labelledBy: string;
  dayPath: (date: IsoDate) => string;
  onFocusDay: (date: IsoDate) => void;
  onOpenDay: (date: IsoDate) => void;
  /** Staff: a click on a day's empty space schedules an event then. */
  onCreate?: (date: IsoDate) => void;
}) {
  const { t } = useTranslation('calendar');
  const grid = useRef<HTMLDivElement>(null);
  /** The day a key moved to that was not on the grid: focused once the grid shows it. */
  const pending = useRef<IsoDate | null>(null);

  // After a key moved the day into another month, focus follows it once that month is drawn. Only
  // then: the calendar also redraws for live changes, and a redraw that lands before the move (the
  // address changes in a transition) must not spend the move on the day that is going away.
  useEffect(() => {
    if (pending.current === null || pending.current !== focused) return;
    pending.current = null;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, weeks]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[role="gridcell"]');
    if (!cell || cell !== event.target) return;
    const date = cell.dataset.date!;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpenDay(date);
      return;
    }
    const week = weeks.find((days) => days.includes(date)) ?? weeks[0];
    const next = target(event.key, date, week, getComputedStyle(event.currentTarget).direction === 'rtl');
    if (!next) return;
    event.preventDefault();
    // Focus moves now when the day is on the grid, so the next key starts from it; else once the grid is drawn anew.
    const shown = grid.current?.querySelector<HTMLElement>(`[data-date="${next}"]`);
    pending.current = shown ? null : next;
    shown?.focus();
    onFocusDay(next);
  };

  const onCellClick = (event: MouseEvent<HTMLDivElement>, date: IsoDate) => {
    if (onCreate && event.target === event.currentTarget) onCreate(date);
  };

  return (
    <StyledGrid ref={grid} role="grid" aria-labelledby={labelledBy} aria-readonly="true" onKeyDown={onKeyDown}>
      <StyledRow role="row">
        {weeks[0].map((date) => {
          const names = format.shortDay(date);
          return (
            <StyledColumnHeader key={date} role="columnheader" aria-label={names.longWeekday}>
              {names.weekday}
            </StyledColumnHeader>
          );
        })}
      </StyledRow>
      {weeks.map((week) => (
        <StyledRow role="row" key={week[0]}>
          {week.map((date) => {
            const daySegments = segments.get(date) ?? [];
            const active = date === focused;
            const outside = !date.startsWith(month);
            const shown = daySegments.length > MONTH_CELL_EVENTS ? daySegments.slice(0, MONTH_CELL_EVENTS - 1) : daySegments;
            const hidden = daySegments.length - shown.length;
            const count = t('eventCount', { count: daySegments.length });
            return (
              <StyledCell
                key={date}
                role="gridcell"
                data-date={date}
                tabIndex={active ? 0 : -1}
                aria-selected={active}
                aria-current={date === today ? 'date' : undefined}
                aria-label={`${format.longDay(date)}, ${count}`}
                $outside={outside}
                $today={date === today}
                $creates={Boolean(onCreate)}
                onFocus={(event) => event.target === event.currentTarget && !active && onFocusDay(date)}
                onClick={(event) => onCellClick(event, date)}
              >
                <StyledDayNumber to={dayPath(date)} tabIndex={-1} aria-hidden="true" $today={date === today} $outside={outside}>
                  {format.shortDay(date).day}
                </StyledDayNumber>
                {shown.map((segment) => (
                  <EventChip
                    key={`${segment.occurrence.eventId}-${segment.occurrence.occurrenceStart}`}
                    occurrence={segment.occurrence}
                    format={format}
                    tabIndex={active ? 0 : -1}
                    continued={segment.continued}
                  />
                ))}
                {hidden > 0 && (
                  <StyledMore to={dayPath(date)} tabIndex={active ? 0 : -1} aria-label={t('moreLabel', { count: hidden, date: format.longDay(date) })}>
                    {t('more', { count: hidden })}
                  </StyledMore>
                )}
              </StyledCell>
            );
          })}
        </StyledRow>
      ))}
    </StyledGrid>
  );
}
