import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Chart, EmptyState, ErrorState, LoadingState } from '../../../shared/ui';
import { useFillRate } from '../api/volunteer-management.api';
import { StyledSection, StyledSectionHeading } from './volunteer.styles';
import { mondayOf, today } from './volunteer-words.util';
import { WeekPicker } from './week-picker';

const WEEKS = 6;
const TONES = ['primary', 'success', 'warning', 'danger'] as const;

/** How well each team's places are filled, week by week: a chart, its summary, and its numbers as a table for screen readers. */
export function FillRateSection() {
  const { t } = useTranslation('volunteers');
  const format = useFormat();
  const [week, setWeek] = useState(() => mondayOf(today()));
  const rates = useFillRate(week, WEEKS);
  const rows = rates.data ?? [];
  const teams = [...new Map(rows.map((r) => [r.teamId, r.teamName])).entries()];
  const weeks = [...new Set(rows.map((r) => r.week))].sort();
  const label = (monday: string) => format.date(new Date(`${monday}T12:00:00.000Z`));
  const data = weeks.map((monday) => ({
    week: label(monday),
    ...Object.fromEntries(teams.map(([id]) => [id, Math.round((rows.find((r) => r.teamId === id && r.week === monday)?.rate ?? 0) * 100)])),
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
        <Chart
          labelledBy="volunteers-fill-heading"
          data={data}
          x={{ key: 'week', label: t('fill.week') }}
          series={teams.map(([id, name], index) => ({ key: id, label: t('fill.series', { team: name }), tone: TONES[index % TONES.length] }))}
          summary={t('fill.summary', { filled, needed, weeks: weeks.length, rate: Math.round((filled / needed) * 100) })}
          tableCaption={t('fill.table')}
        />
      )}
    </StyledSection>
  );
}
