import { FAILED_SIGN_IN_RANGES, type FailedSignInRange, type FailedSignInSeries } from '@koinonia/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';
import { errorMessageOf } from '../../../shared/i18n';
import { Card, CardTitle, ErrorState, LoadingState, SelectField } from '../../../shared/ui';
import { useFailedSignIns } from '../api/get-failed-sign-ins.query';

const CHART_HEIGHT = 220;

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

const StyledFigure = styled.figure`
  margin: 0;
`;

const StyledSummary = styled.figcaption`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledPlot = styled.div`
  height: ${CHART_HEIGHT}px;
`;

/** The data as a table for screen readers; the chart itself is a picture of it. */
const StyledHiddenTable = styled.table`
  position: absolute !important;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
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
  const theme = useTheme();
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
    const data = series.data.points.map((point) => ({ ...point, label: bucketLabel(point.key, series.data.bucket, i18n.language) }));
    // Time runs the way the reader reads: in Arabic the first hour is on the right, the counts too.
    const rtl = i18n.dir(i18n.language) === 'rtl';
    content = (
      <StyledFigure aria-labelledby={titleId}>
        <StyledPlot aria-hidden="true">
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <BarChart data={data} margin={rtl ? { top: 8, right: -16, bottom: 0, left: 8 } : { top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid vertical={false} stroke={theme.color.border} />
              <XAxis
                dataKey="label"
                tick={{ fill: theme.color.textSubtle, fontSize: 12 }}
                tickLine={false}
                axisLine={{ stroke: theme.color.border }}
                interval="preserveStartEnd"
                minTickGap={16}
                reversed={rtl}
              />
              <YAxis
                orientation={rtl ? 'right' : 'left'}
                allowDecimals={false}
                tick={{ fill: theme.color.textSubtle, fontSize: 12 }}
                tickLine={false}
                axisLine={false}
                width={48}
              />
              <Tooltip
                cursor={{ fill: theme.color.surfaceMuted }}
                contentStyle={{
                  background: theme.color.surface,
                  border: `1px solid ${theme.color.border}`,
                  borderRadius: theme.radius.sm,
                  color: theme.color.text,
                }}
                labelStyle={{ color: theme.color.text }}
                formatter={(value) => [value, t('chart.failures')]}
              />
              <Bar dataKey="count" fill={theme.color.danger} radius={[4, 4, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </StyledPlot>
        <StyledSummary>{summaryOf(t, series.data, i18n.language)}</StyledSummary>
        <StyledHiddenTable>
          <caption>{t('chart.tableCaption', { bucket: t(`chart.bucket.${series.data.bucket}`) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.when')}</th>
              <th scope="col">{t('chart.count')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((point) => (
              <tr key={point.key}>
                <td>{point.label}</td>
                <td>{point.count}</td>
              </tr>
            ))}
          </tbody>
        </StyledHiddenTable>
      </StyledFigure>
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
