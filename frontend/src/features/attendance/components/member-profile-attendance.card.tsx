import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge } from '../../../shared/ui';
import { attendanceTrend, TREND_WEEKS } from './attendance-trend.util';
import { MemberAttendanceSection } from './member-attendance.section';

/** The profile shows the latest few; the trend counts them all. */
const SHOWN = 6;

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
  return (
    <MemberAttendanceSection
      memberId={memberId}
      title={t('profile.title')}
      titleId="member-attendance-title"
      shown={SHOWN}
      summary={(entries) => <Summary dates={entries} />}
    />
  );
}
