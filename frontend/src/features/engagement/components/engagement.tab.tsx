import type { EngagementPersonSummary } from '@koinonia/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { useFormat } from '../../../shared/i18n';
import { Badge, Button, Card, CardTitle, Chart, EmptyState, ErrorState, LoadingState, Stack, TextField } from '../../../shared/ui';
import { useEngagementOverview } from '../api/get-engagement-overview.query';
import { dayOf } from './day.util';
import { ScoreExplanation } from './score-explanation';

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledPeople = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    padding-block: ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  > strong {
    margin-inline-end: auto;
  }
`;

export interface EngagementTabProps {
  /** Note a follow-up for a person (the app opens the care feature's New Request form); absent for those who may not. */
  onFollowUp?: (memberId: string) => void;
}

/** The Engagement tab of Congregation Care: for pastors and the office; anyone else is told so. */
export function EngagementTab({ onFollowUp }: EngagementTabProps) {
  const { t } = useTranslation('engagement');
  const canRead = useCan('engagement.read');
  if (!canRead)
    return (
      <Card>
        <EmptyState title={t('tab.notAllowed.title')} description={t('tab.notAllowed.hint')} />
      </Card>
    );
  return <EngagementOverviewPanel onFollowUp={onFollowUp} />;
}

const today = () => new Date().toISOString().slice(0, 10);

function EngagementOverviewPanel({ onFollowUp }: EngagementTabProps) {
  const { t } = useTranslation('engagement');
  const format = useFormat();
  const distributionId = useId();
  const trendId = useId();
  const highId = useId();
  const riskId = useId();
  // The day and the person explained live in the address, so "why this score" can be linked to.
  const [params, setParams] = useSearchParams();
  const asOf = params.get('asOf') ?? '';
  const person = params.get('person');
  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const overview = useEngagementOverview(asOf);

  const toolbar = (
    <StyledToolbar>
      <TextField type="date" label={t('tab.asOf')} value={asOf} max={today()} onChange={(event) => setParam('asOf', event.target.value || null)} />
    </StyledToolbar>
  );
  if (overview.isPending)
    return (
      <Stack $gap="md">
        {toolbar}
        <LoadingState label={t('tab.loading')} />
      </Stack>
    );
  if (overview.isError)
    return (
      <Stack $gap="md">
        {toolbar}
        <ErrorState title={t('tab.loadFailed')} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      </Stack>
    );
  const data = overview.data;

  const peopleList = (people: EngagementPersonSummary[], empty: string) =>
    people.length === 0 ? (
      <StyledMuted>{empty}</StyledMuted>
    ) : (
      <StyledPeople>
        {people.map((summary) => (
          <li key={summary.memberId}>
            <StyledRow>
              <strong>{summary.fullName}</strong>
              <Badge $tone={summary.atRisk ? 'warning' : 'success'}>{t('tab.score', { score: summary.score })}</Badge>
              <Button
                size="sm"
                variant="secondary"
                aria-expanded={person === summary.memberId}
                onClick={() => setParam('person', person === summary.memberId ? null : summary.memberId)}
              >
                {t('tab.why')}
              </Button>
              {onFollowUp && (
                <Button size="sm" variant="secondary" onClick={() => onFollowUp(summary.memberId)}>
                  {t('tab.followUp')}
                </Button>
              )}
            </StyledRow>
            {summary.atRisk && (
              <StyledMuted>
                {t(summary.atRisk.lastSeen ? 'tab.risk.reason' : 'tab.risk.reasonNoDate', {
                  present: summary.atRisk.presentWeeksBefore,
                  date: summary.atRisk.lastSeen ? format.date(dayOf(summary.atRisk.lastSeen)) : '',
                  place: summary.atRisk.lastSeenAt ?? t('explain.unknownPlace'),
                })}
              </StyledMuted>
            )}
            {person === summary.memberId && <ScoreExplanation memberId={summary.memberId} asOf={asOf} />}
          </li>
        ))}
      </StyledPeople>
    );

  const listed = new Set([...data.highPotential, ...data.atRisk].map((summary) => summary.memberId));
  const busiest = data.distribution.reduce((best, bucket) => (bucket.count > best.count ? bucket : best), data.distribution[0]);
  return (
    <Stack $gap="lg">
      {toolbar}
      {data.people === 0 ? (
        <Card>
          <EmptyState title={t('tab.empty.title')} description={t('tab.empty.hint')} />
        </Card>
      ) : (
        <>
          <StyledMuted>{t('tab.summary', { people: data.people, average: format.number(data.average), date: format.date(dayOf(data.asOf)) })}</StyledMuted>
          {person && !listed.has(person) && (
            <Card>
              <ScoreExplanation memberId={person} asOf={asOf} />
            </Card>
          )}
          <StyledColumns>
            <Card>
              <Stack $gap="md">
                <CardTitle id={distributionId}>{t('tab.distribution.title')}</CardTitle>
                <Chart
                  labelledBy={distributionId}
                  data={data.distribution.map((bucket) => ({ range: `${bucket.from}–${bucket.to}`, people: bucket.count }))}
                  x={{ key: 'range', label: t('tab.distribution.range') }}
                  series={[{ key: 'people', label: t('tab.distribution.people'), tone: 'primary' }]}
                  summary={t('tab.distribution.summary', { from: busiest.from, to: busiest.to, people: busiest.count })}
                  tableCaption={t('tab.distribution.caption')}
                />
              </Stack>
            </Card>
            <Card>
              <Stack $gap="md">
                <CardTitle id={trendId}>{t('tab.trend.title')}</CardTitle>
                <Chart
                  kind="line"
                  labelledBy={trendId}
                  data={data.trend.map((point) => ({ week: format.date(dayOf(point.weekEnding)), average: point.average }))}
                  x={{ key: 'week', label: t('tab.trend.week') }}
                  series={[{ key: 'average', label: t('tab.trend.average'), tone: 'success' }]}
                  summary={t('tab.trend.summary', { first: format.number(data.trend[0]?.average ?? 0), last: format.number(data.average) })}
                  tableCaption={t('tab.trend.caption')}
                />
              </Stack>
            </Card>
          </StyledColumns>
          <StyledColumns>
            <Card aria-labelledby={highId}>
              <Stack $gap="sm">
                <CardTitle id={highId}>{t('tab.high.title')}</CardTitle>
                <StyledMuted>{t('tab.high.hint')}</StyledMuted>
                {peopleList(data.highPotential, t('tab.high.empty'))}
              </Stack>
            </Card>
            <Card aria-labelledby={riskId}>
              <Stack $gap="sm">
                <CardTitle id={riskId}>{t('tab.risk.title')}</CardTitle>
                <StyledMuted>{t('tab.risk.hint')}</StyledMuted>
                {peopleList(data.atRisk, t('tab.risk.empty'))}
              </Stack>
            </Card>
          </StyledColumns>
        </>
      )}
    </Stack>
  );
}
