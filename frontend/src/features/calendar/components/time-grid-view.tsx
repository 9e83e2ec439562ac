import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { dayIn, overlapColumns, type DaySegment, type IsoDate } from './calendar-layout.util';
import { EventBlock, EventChip } from './event-link';
import type { CalendarFormat } from './use-calendar-format.hook';

const HOUR_REM = 3;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** Where the day opens when nothing is earlier: the morning. */
const FIRST_SHOWN_HOUR = 7;
/** A click on an empty time schedules at the half hour it falls in. */
const SLOT_MINUTES = 30;

const StyledFrame = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
`;

const columns = css<{ $days: number }>`
  display: grid;
  grid-template-columns: 4.5rem repeat(${({ $days }) => $days}, minmax(0, 1fr));
`;

const StyledHeaderRow = styled.div<{ $days: number }>`
  ${columns}
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledDayHeading = styled.h3<{ $today: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  a {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: baseline;
    color: ${({ theme, $today }) => ($today ? theme.color.primary : theme.color.text)};
    text-decoration: none;
    padding: 0 ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  a:hover {
    text-decoration: underline;
  }
`;

const StyledAllDayRow = styled.div<{ $days: number }>`
  ${columns}
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  min-height: 2rem;
`;

const StyledGutterLabel = styled.div`
  padding: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textSubtle};
  text-align: end;
`;

const StyledAllDayCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  border-inline-start: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledScroller = styled.div`
  max-height: min(70vh, 40rem);
  overflow-y: auto;
`;

const StyledBody = styled.div<{ $days: number }>`
  ${columns}
  position: relative;
`;

const StyledHourLabels = styled.div`
  display: flex;
  flex-direction: column;
`;

const StyledHourLabel = styled.div`
  height: ${HOUR_REM}rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textSubtle};
  text-align: end;
  white-space: nowrap;
  transform: translateY(-0.5em);
  &:first-child {
    visibility: hidden;
  }
`;

const StyledDayColumn = styled.div<{ $today: boolean; $creates: boolean }>`
  position: relative;
  height: ${24 * HOUR_REM}rem;
  border-inline-start: 1px solid ${({ theme }) => theme.color.border};
  background-image: linear-gradient(to bottom, ${({ theme }) => theme.color.border} 1px, transparent 1px);
  background-size: 100% ${HOUR_REM}rem;
  background-color: ${({ theme, $today }) => ($today ? theme.color.primarySoft : 'transparent')};
  cursor: ${({ $creates }) => ($creates ? 'copy' : 'default')};
`;

const StyledDayGroup = styled.div`
  display: contents;
`;

/** Hours and minutes from a click's height in a day column, to the half hour. */
function slotAt(event: MouseEvent<HTMLDivElement>): string {
  const box = event.currentTarget.getBoundingClientRect();
  const minutes = Math.floor((((event.clientY - box.top) / box.height) * 24 * 60) / SLOT_MINUTES) * SLOT_MINUTES;
  const clamped = Math.min(24 * 60 - SLOT_MINUTES, Math.max(0, minutes));
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

/**
 * The week or the day on a clock: all-day events in a row above, timed ones placed by their hours,
 * side by side where they overlap. Each day's heading opens that day.
 */
export function TimeGridView({
  days,
  today,
  segments,
  format,
  dayPath,
  onCreate,
}: {
  days: IsoDate[];
  today: IsoDate;
  segments: Map<IsoDate, DaySegment[]>;
  format: CalendarFormat;
  dayPath: (date: IsoDate) => string;
  /** Staff: a click on an empty time schedules an event then (`2026-03-08`, `10:30`). */
  onCreate?: (date: IsoDate, time: string) => void;
}) {
  const { t } = useTranslation('calendar');
  const scroller = useRef<HTMLDivElement>(null);
  // Parts carried over from the evening before do not count: their event began out of sight.
  const earliest = Math.min(
    FIRST_SHOWN_HOUR * 60,
    ...days.flatMap((day) => (segments.get(day) ?? []).filter((s) => !s.allDay && !s.continued).map((s) => s.startMinute)),
  );
  const firstDay = days[0];
  const opening = useRef(earliest);
  opening.current = earliest;

  // Opens on the morning, or on the earliest event when one is earlier; only when the period changes, so a live update does not move the reader.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = (Math.floor(opening.current / 60) / 24) * element.scrollHeight;
  }, [firstDay]);

  return (
    <StyledFrame>
      <StyledHeaderRow $days={days.length}>
        <div />
        {days.map((date) => {
          const names = format.shortDay(date);
          return (
            <StyledDayHeading key={date} $today={date === today}>
              <Link to={dayPath(date)} aria-label={format.longDay(date)} aria-current={date === today ? 'date' : undefined}>
                <span>{names.weekday}</span>
                <span>{names.day}</span>
              </Link>
            </StyledDayHeading>
          );
        })}
      </StyledHeaderRow>
      <StyledAllDayRow $days={days.length}>
        <StyledGutterLabel>{t('allDay')}</StyledGutterLabel>
        {days.map((date) => (
          <StyledAllDayCell key={date}>
            {(segments.get(date) ?? [])
              .filter((segment) => segment.allDay)
              .map((segment) => (
                <EventChip key={`${segment.occurrence.eventId}-${segment.occurrence.occurrenceStart}`} occurrence={segment.occurrence} format={format} />
              ))}
          </StyledAllDayCell>
        ))}
      </StyledAllDayRow>
      <StyledScroller ref={scroller}>
        <StyledBody $days={days.length}>
          <StyledHourLabels aria-hidden="true">
            {HOURS.map((hour) => (
              <StyledHourLabel key={hour}>{format.shortTime(dayIn(firstDay, format.zone).set({ hour }))}</StyledHourLabel>
            ))}
          </StyledHourLabels>
          {days.map((date) => (
            <StyledDayGroup key={date} role="group" aria-label={format.longDay(date)}>
              <StyledDayColumn
                $today={date === today}
                $creates={Boolean(onCreate)}
                onClick={onCreate ? (event) => event.target === event.currentTarget && onCreate(date, slotAt(event)) : undefined}
              >
                {overlapColumns((segments.get(date) ?? []).filter((segment) => !segment.allDay)).map(({ item, column, columns: count }) => (
                  <EventBlock
                    key={`${item.occurrence.eventId}-${item.occurrence.occurrenceStart}`}
                    occurrence={item.occurrence}
                    format={format}
                    style={{
                      top: `${(item.startMinute / 60) * HOUR_REM}rem`,
                      height: `${(Math.max(item.endMinute - item.startMinute, 20) / 60) * HOUR_REM}rem`,
                      insetInlineStart: `calc(${(column / count) * 100}% + 2px)`,
                      width: `calc(${100 / count}% - 4px)`,
                    }}
                  />
                ))}
              </StyledDayColumn>
            </StyledDayGroup>
          ))}
        </StyledBody>
      </StyledScroller>
    </StyledFrame>
  );
}
