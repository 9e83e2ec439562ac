import type { EventOccurrenceView } from '@koinonia/contracts';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { CalendarFormat } from './use-calendar-format.hook';

/** Where an event's page is (the events screen's). */
export const eventPath = (occurrence: EventOccurrenceView) => `/events/${occurrence.eventId}`;

const tile = css`
  display: block;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radius.sm};
  border-inline-start: 3px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  &:hover {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  &:focus-visible {
    outline-offset: 0;
  }
`;

const StyledChip = styled(Link)<{ $allDay: boolean }>`
  ${tile}
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  ${({ $allDay, theme }) =>
    $allDay &&
    css`
      background: ${theme.color.primary};
      color: ${theme.color.onPrimary};
      border-color: ${theme.color.primaryHover};
      &:hover {
        background: ${theme.color.primaryHover};
        color: ${theme.color.onPrimary};
      }
    `}
`;

const StyledTime = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  margin-inline-end: ${({ theme }) => theme.space.xs};
  /* A phone's month cell has room for a few letters: the title's, the time is in the link's name. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    display: none;
  }
`;

/** An event in a month cell or the all-day row: its start and title on one line. */
export function EventChip({
  occurrence,
  format,
  tabIndex,
  continued = false,
}: {
  occurrence: EventOccurrenceView;
  format: CalendarFormat;
  tabIndex?: number;
  /** The part of a timed event carried over from the day before: its start is not this day's. */
  continued?: boolean;
}) {
  return (
    <StyledChip
      to={eventPath(occurrence)}
      aria-label={format.eventName(occurrence)}
      $allDay={occurrence.allDay}
      tabIndex={tabIndex}
      onClick={(e) => e.stopPropagation()}
    >
      {!occurrence.allDay && !continued && <StyledTime>{format.shortTime(occurrence.startsAt)}</StyledTime>}
      {occurrence.title}
    </StyledChip>
  );
}

const StyledBlock = styled(Link)`
  ${tile}
  position: absolute;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  white-space: normal;
  border: 1px solid ${({ theme }) => theme.color.surface};
  border-inline-start: 3px solid ${({ theme }) => theme.color.primary};
  &:hover,
  &:focus-visible {
    z-index: 1;
  }
`;

const StyledLine = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledTitle = styled(StyledLine)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** A timed event in a week or day column, placed by the caller. */
export function EventBlock({ occurrence, format, style }: { occurrence: EventOccurrenceView; format: CalendarFormat; style: CSSProperties }) {
  const place = occurrence.room?.name ?? occurrence.location;
  return (
    <StyledBlock to={eventPath(occurrence)} aria-label={format.eventName(occurrence)} style={style} onClick={(e) => e.stopPropagation()}>
      <StyledTitle>{occurrence.title}</StyledTitle>
      <StyledLine>{format.span(occurrence)}</StyledLine>
      {place && <StyledLine>{place}</StyledLine>}
    </StyledBlock>
  );
}
