import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Chart, EmptyState, ErrorState, LoadingState } from '../../../shared/ui';
import { useFillRate } from '../api/volunteer-management.api';
import { StyledSection, StyledSectionHeading } from './volunteer.styles';
import { mondayOf, today } from './volunteer-words.util';
import { WeekPicker } from './week-picker';

const WEEKS = 6;
const TONES = ['primary', 'success', 'warning', 'danger'] as const;

const StyledLegend = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const StyledSwatch = styled.span<{ $tone: (typeof TONES)[number] }>`
  inline-size: 0.875rem;
  block-size: 0.875rem;
  border-radius: 3px;
  background: ${({ theme, $tone }) => theme.color[$tone]};
`;

/** How well each team's places are filled, week by week: a chart, its summary, and its numbers as a table for screen readers. */
export function FillRateSection() {
  const { t } = useTranslation('volunteers');
  const format = useFormat();
  const [week, setWeek] = useState(() => mondayOf(today()));
  const rates = useFillRate(week, WEEKS);
  const rows = rates.data ?? [];
  const teams = [...new Map(rows.map((r) => [r.teamId, r.teamName])).entries()];
  // A week that asks nobody has no rate to show (the API counts it as full): it is left out, as is a team's bar in it.
  const asked = rows.filter((r) => r.needed > 0);
  const weeks = [...new Set(asked.map((r) => r.week))].sort();
  const label = (monday: string) => format.date(new Date(`${monday}T12:00:00.000Z`));
  const data = weeks.map((monday) => ({
    week: label(monday),
    ...Object.fromEntries(asked.filter((r) => r.week === monday).map((r) => [r.teamId, Math.round(r.rate * 100)])),
  }));
  const needed = rows.reduce((sum, r) => sum + r.needed, 0);
  const filled = rows.reduce((sum, r) => sum + r.filled, 0);
  return (
    <StyledSection aria-labelledby="volunteers-fill-heading">
      <StyledSectionHeading id="volunteers-fill-heading">{t('fill.heading')}</StyledSectionHeading>
      <WeekPicker week={week} onChange={setWeek} />
      {rates.isPending ? (
        <LoadingState label={t('loading')} />
      ) : rates.isError ? (
        <ErrorState title={t('loadFailed')} description={errorMessageOf(t, rates.error)} onRetry={() => void rates.refetch()} />
      ) : needed === 0 ? (
        <EmptyState title={t('fill.empty')} />
      ) : (
        <>
          <StyledLegend aria-hidden="true">
            {teams.map(([id, name], index) => (
              <li key={id}>
                <StyledSwatch $tone={TONES[index % TONES.length]} />
                {name}
              </li>
            ))}
          </StyledLegend>
          <Chart
            labelledBy="volunteers-fill-heading"
            data={data}
            x={{ key: 'week', label: t('fill.week') }}
            series={teams.map(([id, name], index) => ({ key: id, label: t('fill.series', { team: name }), tone: TONES[index % TONES.length] }))}
            summary={t('fill.summary', { filled, needed, weeks: weeks.length, rate: Math.round((filled / needed) * 100) })}
            tableCaption={t('fill.table')}
          />
        </>
      )}
    </StyledSection>
  );
}
