import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DaySegment, IsoDate } from './calendar-layout.util';
import { eventPath } from './event-link';
import type { CalendarFormat } from './use-calendar-format.hook';

const StyledDay = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.lg};
  }
`;

const StyledDayHeading = styled.h3<{ $today: boolean }>`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme, $today }) => ($today ? theme.color.primary : theme.color.text)};
  padding-bottom: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: minmax(7rem, 12rem) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxs};
  }
`;

const StyledWhen = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const StyledTitle = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledDetail = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSubtle};
`;

/** The period's days that have events, each with its events in order: times, title (a link), place and category. */
export function AgendaView({
  days,
  today,
  segments,
  format,
  categoryLabel,
}: {
  days: IsoDate[];
  today: IsoDate;
  segments: Map<IsoDate, DaySegment[]>;
  format: CalendarFormat;
  categoryLabel: (category: string) => string;
}) {
  return (
    <div>
      {days
        .filter((date) => (segments.get(date) ?? []).length > 0)
        .map((date) => (
          <StyledDay key={date} aria-labelledby={`agenda-${date}`}>
            <StyledDayHeading id={`agenda-${date}`} $today={date === today}>
              {format.longDay(date)}
            </StyledDayHeading>
            <StyledList>
              {segments.get(date)!.map(({ occurrence }) => {
                const place = occurrence.room?.name ?? occurrence.location;
                return (
                  <StyledItem key={`${occurrence.eventId}-${occurrence.occurrenceStart}`}>
                    <StyledWhen>{format.span(occurrence)}</StyledWhen>
                    <div>
                      <StyledTitle to={eventPath(occurrence)} aria-label={format.eventName(occurrence)}>
                        {occurrence.title}
                      </StyledTitle>
                      <StyledDetail>{[place, categoryLabel(occurrence.category)].filter(Boolean).join(' · ')}</StyledDetail>
                    </div>
                  </StyledItem>
                );
              })}
            </StyledList>
          </StyledDay>
        ))}
    </div>
  );
}
