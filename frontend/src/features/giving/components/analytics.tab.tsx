import type { GivingDonorGroup, GivingDonorTotal, Money } from '@koinonia/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { compactMoneyText, moneyText, useFormat } from '../../../shared/i18n';
import { Card, CardTitle, Chart, DataTable, EmptyState, ErrorState, LoadingState, Stack, TextField } from '../../../shared/ui';
import { useGivingAnalytics } from '../api/get-giving-analytics.query';
import { StyledFilters } from './gifts.tab';

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledTotals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  > div {
    display: flex;
    flex-direction: column-reverse;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The twelve months up to today, as dates the fields show. */
function lastYear(): { from: string; to: string } {
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate() + 1));
  return { from: start.toISOString().slice(0, 10), to: now.toISOString().slice(0, 10) };
}

/** `2026-03` as the reader writes a month. */
function monthLabel(period: string, language: string): string {
  const [year, month] = period.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** Donation Analytics: totals, trends by month and year, funds, top, first-time and lapsed givers. */
export function AnalyticsTab() {
  const { t } = useTranslation('giving');
  const format = useFormat();
  const [period, setPeriod] = useState(lastYear);
  const analytics = useGivingAnalytics(period.from, period.to);
  const trendId = useId();
  const yearId = useId();
  const fundId = useId();
  const header = (
    <StyledFilters>
      <TextField type="date" label={t('analytics.from')} value={period.from} onChange={(event) => setPeriod({ ...period, from: event.target.value })} />
      <TextField type="date" label={t('analytics.to')} value={period.to} onChange={(event) => setPeriod({ ...period, to: event.target.value })} />
    </StyledFilters>
  );
  if (analytics.isPending)
    return (
      <Stack $gap="lg">
        {header}
        <LoadingState label={t('loading')} />
      </Stack>
    );
  if (analytics.isError)
    return (
      <Stack $gap="lg">
        {header}
        <ErrorState title={t('loadFailed')} onRetry={() => void analytics.refetch()} retrying={analytics.isFetching} />
      </Stack>
    );
  const data = analytics.data;
  const currency = data.currency;
  const money = (amount: Money) => moneyText(amount, format.language);
  const formatValue = (minor: number) => moneyText({ minor, currency }, format.language);
  const formatTick = (minor: number) => compactMoneyText({ minor, currency }, format.language);
  const best = data.monthly.reduce<(typeof data.monthly)[number] | null>((top, month) => (!top || month.total.minor > top.total.minor ? month : top), null);
  const top = data.topDonors?.[0];
  return (
    <Stack $gap="lg">
      {header}
      <Card>
        <Stack $gap="md">
          <StyledTotals>
            <div>
              <dt>{t('analytics.total')}</dt>
              <dd>{money(data.total)}</dd>
            </div>
            <div>
              <dt>{t('analytics.giftCount')}</dt>
              <dd>{format.number(data.giftCount)}</dd>
            </div>
            <div>
              <dt>{t('analytics.average')}</dt>
              <dd>{money(data.averageGift)}</dd>
            </div>
            <div>
              <dt>{t('analytics.donors')}</dt>
              <dd>{format.number(data.donorCount)}</dd>
            </div>
            {top && (
              <div>
                <dt>{t('analytics.topDonor')}</dt>
                <dd>{top.donorName}</dd>
              </div>
            )}
          </StyledTotals>
          {data.topDonors === null && <StyledMuted>{t('analytics.namesHidden')}</StyledMuted>}
        </Stack>
      </Card>
      <Card>
        <CardTitle id={trendId}>{t('analytics.trendTitle')}</CardTitle>
        {data.monthly.length === 0 || !best ? (
          <EmptyState title={t('analytics.noTrend')} />
        ) : (
          <Chart
            kind="line"
            labelledBy={trendId}
            data={data.monthly.map((month) => ({ month: monthLabel(month.period, format.language), total: month.total.minor }))}
            x={{ key: 'month', label: t('analytics.month') }}
            series={[{ key: 'total', label: t('analytics.amount'), tone: 'primary' }]}
            formatValue={formatValue}
            formatTick={formatTick}
            summary={t('analytics.trendSummary', { month: monthLabel(best.period, format.language), amount: money(best.total), total: money(data.total) })}
            tableCaption={t('analytics.trendCaption')}
          />
        )}
      </Card>
      {data.giftCount > 0 && (
        <StyledColumns>
          <Card>
            <CardTitle id={yearId}>{t('analytics.yearTitle')}</CardTitle>
            <Chart
              labelledBy={yearId}
              data={data.byYear.map((year) => ({ year: year.period, total: year.total.minor }))}
              x={{ key: 'year', label: t('analytics.year') }}
              series={[{ key: 'total', label: t('analytics.amount'), tone: 'success' }]}
              formatValue={formatValue}
              formatTick={formatTick}
              summary={t('analytics.yearSummary', { count: data.byYear.length })}
              tableCaption={t('analytics.yearCaption')}
            />
          </Card>
          <Card>
            <CardTitle id={fundId}>{t('analytics.fundTitle')}</CardTitle>
            <Chart
              labelledBy={fundId}
              data={data.byFund.map((fund) => ({ fund: fund.fundName, total: fund.total.minor }))}
              x={{ key: 'fund', label: t('analytics.fund') }}
              series={[{ key: 'total', label: t('analytics.amount'), tone: 'warning' }]}
              formatValue={formatValue}
              formatTick={formatTick}
              summary={t('analytics.fundSummary', { count: data.byFund.length })}
              tableCaption={t('analytics.fundCaption')}
            />
          </Card>
        </StyledColumns>
      )}
      {data.topDonors && data.topDonors.length > 0 && (
        <Card>
          <CardTitle>{t('analytics.topTitle')}</CardTitle>
          <DonorTable donors={data.topDonors} caption={t('analytics.topCaption')} dateHeader={t('analytics.lastGift')} />
        </Card>
      )}
      <StyledColumns>
        <GiverGroup title={t('analytics.firstTitle')} group={data.firstTimeGivers} dateHeader={t('analytics.firstGift')} />
        <GiverGroup title={t('analytics.lapsedTitle')} hint={t('analytics.lapsedHint')} group={data.lapsedGivers} dateHeader={t('analytics.lastGift')} />
      </StyledColumns>
    </Stack>
  );
}

function GiverGroup({ title, hint, group, dateHeader }: { title: string; hint?: string; group: GivingDonorGroup; dateHeader: string }) {
  const { t } = useTranslation('giving');
  return (
    <Card>
      <CardTitle>{title}</CardTitle>
      <p>{t('analytics.groupCount', { count: group.count })}</p>
      {hint && <StyledMuted>{hint}</StyledMuted>}
      {group.donors && group.donors.length > 0 && <DonorTable donors={group.donors} caption={title} dateHeader={dateHeader} />}
    </Card>
  );
}

function DonorTable({ donors, caption, dateHeader }: { donors: GivingDonorTotal[]; caption: string; dateHeader: string }) {
  const { t } = useTranslation('giving');
  const format = useFormat();
  return (
    <DataTable
      caption={caption}
      captionHidden
      density="dense"
      rows={donors}
      rowKey={(donor) => donor.donorMemberId}
      columns={[
        { id: 'donor', header: t('analytics.donor'), cell: (donor) => donor.donorName, rowHeader: true },
        { id: 'gifts', header: t('analytics.gifts'), cell: (donor) => format.number(donor.giftCount), align: 'end' },
        { id: 'date', header: dateHeader, cell: (donor) => format.date(donor.date), hideBelow: 'md' },
        { id: 'total', header: t('analytics.amount'), cell: (donor) => moneyText(donor.total, format.language), align: 'end' },
      ]}
    />
  );
}
