import type { BudgetMonth } from '@koinonia/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { compactMoneyText, moneyText, useFormat } from '../../../shared/i18n';
import { Card, CardTitle, Chart, DataTable, EmptyState, ErrorState, LoadingState, Stack } from '../../../shared/ui';
import { useBudgetVsActual } from '../api/finance.queries';

const monthName = (month: number, year: number, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));

/** Budgeted against actual per month, for all lines and for each: a chart with the same numbers as a table below it. */
export function BudgetVsActualTab({ year }: { year: number }) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const report = useBudgetVsActual(year);
  const chartId = useId();
  if (report.isPending) return <LoadingState label={t('loading')} />;
  if (report.isError) return <ErrorState title={t('loadFailed')} onRetry={() => void report.refetch()} retrying={report.isFetching} />;
  const data = report.data;
  const money = (minor: number) => moneyText({ minor, currency: data.currency }, format.language);
  if (data.lines.length === 0) return <EmptyState title={t('bva.empty', { year })} />;
  return (
    <Stack $gap="lg">
      <p>{t('bva.whatCounts')}</p>
      <Card>
        <CardTitle id={chartId}>{t('bva.chartTitle', { year })}</CardTitle>
        <Chart
          labelledBy={chartId}
          data={data.months.map((m) => ({ month: monthName(m.month, year, format.language), budgeted: m.budgeted, actual: m.actual }))}
          x={{ key: 'month', label: t('bva.month') }}
          series={[
            { key: 'budgeted', label: t('bva.budgeted'), tone: 'primary' },
            { key: 'actual', label: t('bva.actual'), tone: 'warning' },
          ]}
          formatValue={(value) => money(value)}
          formatTick={(value) => compactMoneyText({ minor: value, currency: data.currency }, format.language)}
          summary={t('bva.summary', { budgeted: money(data.budgeted), actual: money(data.actual), left: money(data.budgeted - data.actual) })}
          tableCaption={t('bva.chartCaption', { year })}
        />
      </Card>
      <MonthsTable caption={t('bva.totalsCaption', { year })} months={data.months} year={year} currency={data.currency} />
      {data.lines.map((line) => (
        <Card key={line.budgetId}>
          <CardTitle>{t('bva.lineTitle', { name: line.line.name, kind: t(`lineKinds.${line.line.kind}`) })}</CardTitle>
          <p>{t('bva.lineSummary', { budgeted: money(line.budgeted), actual: money(line.actual) })}</p>
          <MonthsTable caption={t('bva.lineCaption', { name: line.line.name, year })} months={line.months} year={year} currency={data.currency} />
        </Card>
      ))}
    </Stack>
  );
}

function MonthsTable({ caption, months, year, currency }: { caption: string; months: BudgetMonth[]; year: number; currency: string }) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const money = (minor: number) => moneyText({ minor, currency }, format.language);
  return (
    <DataTable<BudgetMonth>
      caption={caption}
      density="dense"
      rows={months}
      rowKey={(m) => String(m.month)}
      columns={[
        { id: 'month', header: t('bva.month'), cell: (m) => monthName(m.month, year, format.language), rowHeader: true },
        { id: 'budgeted', header: t('bva.budgeted'), cell: (m) => money(m.budgeted), align: 'end' },
        { id: 'actual', header: t('bva.actual'), cell: (m) => money(m.actual), align: 'end' },
        { id: 'difference', header: t('bva.difference'), cell: (m) => money(m.budgeted - m.actual), align: 'end' },
      ]}
    />
  );
}
