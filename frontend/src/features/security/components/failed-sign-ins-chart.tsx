import { FAILED_SIGN_IN_RANGES, type FailedSignInRange, type FailedSignInSeries } from '@koinonia/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf } from '../../../shared/i18n';
import { Card, CardTitle, Chart, ErrorState, LoadingState, SelectField } from '../../../shared/ui';
import { useFailedSignIns } from '../api/get-failed-sign-ins.query';

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
  }
  & > :last-child {
    min-width: 11rem;
  }
`;

/** The reader's own time zone: the server buckets in it, so "today" means the reader's today. */
export function readerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** A bucket key (`2026-11-22` or `2026-11-22T14`) as the reader says it. */
export function bucketLabel(key: string, bucket: 'hour' | 'day', language: string): string {
  const [date, hour] = key.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const when = new Date(year, month - 1, day, hour === undefined ? 0 : Number(hour));
  const options: Intl.DateTimeFormatOptions = bucket === 'hour' ? { hour: 'numeric', minute: '2-digit' } : { month: 'short', day: 'numeric' };
  try {
    return new Intl.DateTimeFormat(language, options).format(when);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(when);
  }
}

function summaryOf(t: ReturnType<typeof useTranslation>['t'], series: FailedSignInSeries, language: string): string {
  const period = t(`chart.ranges.${series.range}`);
  if (series.total === 0) return t('chart.summaryNone', { period });
  const peak = series.points.reduce((best, point) => (point.count > best.count ? point : best), series.points[0]);
  return t('chart.summary', {
    count: series.total,
    period,
    bucket: t(`chart.bucket.${series.bucket}`),
    peak: bucketLabel(peak.key, series.bucket, language),
    peakCount: peak.count,
  });
}

/** Failed sign-ins over time as bars, with a written summary and the numbers as a table. */
export function FailedSignInsChart() {
  const { t, i18n } = useTranslation(['security', 'common']);
  const titleId = useId();
  const [range, setRange] = useState<FailedSignInRange>('7d');
  const [timeZone] = useState(readerTimeZone);
  const series = useFailedSignIns(range, timeZone);

  let content;
  if (series.isPending) {
    content = <LoadingState label={t('chart.loading')} />;
  } else if (series.isError) {
    content = (
      <ErrorState
        title={t('chart.loadFailed')}
        description={errorMessageOf(t, series.error)}
        onRetry={() => void series.refetch()}
        retrying={series.isFetching}
      />
    );
  } else {
    const bucket = t(`chart.bucket.${series.data.bucket}`);
    content = (
      <Chart
        labelledBy={titleId}
        data={series.data.points.map((point) => ({ ...point, label: bucketLabel(point.key, series.data.bucket, i18n.language) }))}
        x={{ key: 'label', label: t('chart.when') }}
        series={[{ key: 'count', label: t('chart.count'), tone: 'danger' }]}
        summary={summaryOf(t, series.data, i18n.language)}
        tableCaption={t('chart.tableCaption', { bucket })}
      />
    );
  }

  return (
    <Card aria-labelledby={titleId}>
      <StyledHeader>
        <CardTitle id={titleId}>{t('chart.title')}</CardTitle>
        <SelectField
          label={t('chart.range')}
          name="range"
          value={range}
          options={FAILED_SIGN_IN_RANGES.map((r) => ({ value: r, label: t(`chart.ranges.${r}`) }))}
          onChange={(e) => setRange(e.target.value as FailedSignInRange)}
        />
      </StyledHeader>
      {content}
    </Card>
  );
}
