import type { MemberAttendanceEntry } from '@koinonia/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '../../../shared/i18n';
import { Card, CardTitle, EmptyState, ErrorState, LoadingState, Stack } from '../../../shared/ui';
import { useMemberAttendance } from '../api/get-member-attendance.query';
import { occurrenceDate } from './occurrence-date.util';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding-block: ${({ theme }) => theme.space.xs};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
`;

export interface MemberAttendanceSectionProps {
  memberId: string;
  /** The card's heading (default: "Attendance history") and its id, for a card labelled by it. */
  title?: string;
  titleId?: string;
  /** Show only the latest few (default: all). */
  shown?: number;
  /** Above the list, given every entry (the profile's trend). */
  summary?: (entries: ReadonlyArray<MemberAttendanceEntry>) => ReactNode;
}

/** A person's attendance history (the person themself, or attendance.read): shown from a register's names, and on their profile. */
export function MemberAttendanceSection({ memberId, title, titleId, shown, summary }: MemberAttendanceSectionProps) {
  const { t } = useTranslation('attendance');
  const format = useFormat();
  const history = useMemberAttendance(memberId);
  return (
    <Card aria-labelledby={titleId}>
      <Stack $gap="md">
        <CardTitle id={titleId}>{title ?? t('history.title')}</CardTitle>
        {history.isPending ? (
          <LoadingState label={t('history.loading')} />
        ) : history.isError ? (
          <ErrorState title={t('history.loadFailed')} onRetry={() => void history.refetch()} retrying={history.isFetching} />
        ) : history.data.length === 0 ? (
          <EmptyState title={t('history.empty')} />
        ) : (
          <>
            {summary?.(history.data)}
            <StyledList>
              {history.data.slice(0, shown).map((entry) => (
                <li key={`${entry.gatheringId}-${entry.date}`}>
                  <span>{entry.gatheringName}</span>
                  <time dateTime={entry.date}>{format.date(occurrenceDate(entry.date))}</time>
                </li>
              ))}
            </StyledList>
          </>
        )}
      </Stack>
    </Card>
  );
}
