import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '../../../shared/i18n';
import { Badge, Card, CardTitle, EmptyState, ErrorState, LoadingState, Stack } from '../../../shared/ui';
import { useMemberAttendance } from '../api/get-member-attendance.query';
import { attendanceTrend, TREND_WEEKS } from './attendance-trend.util';
import { occurrenceDate } from './occurrence-date.util';

/** The profile shows the latest few; the trend counts them all. */
const SHOWN = 6;

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

const StyledSummary = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const TONE = { up: 'success', down: 'warning', steady: 'neutral' } as const;

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

function Summary({ dates }: { dates: ReadonlyArray<{ date: string }> }) {
  const { t } = useTranslation('attendance');
  const trend = attendanceTrend(dates, localToday());
  return (
    <StyledSummary>
      <span>{t('profile.summary', { recent: trend.recent, before: trend.before, weeks: TREND_WEEKS })}</span>
      <Badge $tone={TONE[trend.direction]}>{t(`profile.trend.${trend.direction}`)}</Badge>
    </StyledSummary>
  );
}

/**
 * A person's recent attendance on their profile, with how the last eight weeks compare with the
 * eight before. Loaded on its own (lazily, with the attendance words); the app shows it to the
 * person themself and to attendance.read, whom the server answers.
 */
export default function MemberProfileAttendanceCard({ memberId }: { memberId: string }) {
  const { t } = useTranslation('attendance');
  const format = useFormat();
  const history = useMemberAttendance(memberId);
  return (
    <Card aria-labelledby="member-attendance-title">
      <Stack $gap="md">
        <CardTitle id="member-attendance-title">{t('profile.title')}</CardTitle>
        {history.isPending ? (
          <LoadingState label={t('history.loading')} />
        ) : history.isError ? (
          <ErrorState title={t('history.loadFailed')} onRetry={() => void history.refetch()} retrying={history.isFetching} />
        ) : history.data.length === 0 ? (
          <EmptyState title={t('history.empty')} />
        ) : (
          <>
            <Summary dates={history.data} />
            <StyledList>
              {history.data.slice(0, SHOWN).map((entry) => (
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
