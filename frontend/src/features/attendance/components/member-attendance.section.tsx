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

/** A person's attendance history (the person themself, or attendance.read): shown from a register's names, and ready for their profile. */
export function MemberAttendanceSection({ memberId }: { memberId: string }) {
  const { t } = useTranslation('attendance');
  const format = useFormat();
  const history = useMemberAttendance(memberId);
  return (
    <Card>
      <Stack $gap="md">
        <CardTitle>{t('history.title')}</CardTitle>
        {history.isPending ? (
          <LoadingState label={t('history.loading')} />
        ) : history.isError ? (
          <ErrorState title={t('history.loadFailed')} onRetry={() => void history.refetch()} retrying={history.isFetching} />
        ) : history.data.length === 0 ? (
          <EmptyState title={t('history.empty')} />
        ) : (
          <StyledList>
            {history.data.map((entry) => (
              <li key={`${entry.gatheringId}-${entry.date}`}>
                <span>{entry.gatheringName}</span>
                <time dateTime={entry.date}>{format.date(occurrenceDate(entry.date))}</time>
              </li>
            ))}
          </StyledList>
        )}
      </Stack>
    </Card>
  );
}
