import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useFormat } from '../../../shared/i18n';
import {
  Card,
  CardTitle,
  Chart,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  PageHeading,
  PageSubtitle,
  Stack,
  TextField,
} from '../../../shared/ui';
import { useEventAnalytics } from '../api/get-event-analytics.query';

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
  gap: ${({ theme }) => theme.space.md};
`;

const StyledTotals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
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
  }
`;

/** `/event-analytics`: how events fill and who comes, over a window (the last twelve weeks unless chosen). */
export default function EventAnalyticsPage() {
  const { t } = useTranslation(['eventAnalytics', 'shell']);
  const format = useFormat();
  const capacityId = useId();
  const trendId = useId();
  const categoryId = useId();
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const analytics = useEventAnalytics(from, to);

  const header = (
    <>
      <PageHeader>
        <div>
          <PageHeading>{t('shell:pages.event-analytics.title')}</PageHeading>
          <PageSubtitle>{t('subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      <StyledToolbar>
        <TextField type="date" label={t('from')} value={from} onChange={(event) => setParam('from', event.target.value)} />
        <TextField type="date" label={t('to')} value={to} onChange={(event) => setParam('to', event.target.value)} />
      </StyledToolbar>
    </>
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
  if (data.occurrences.length === 0)
    return (
      <Stack $gap="lg">
        {header}
        <Card>
          <EmptyState title={t('empty.title')} description={t('empty.hint')} />
        </Card>
      </Stack>
    );

  const occurrenceLabel = (o: (typeof data.occurrences)[number]) => `${o.title} · ${format.date(o.occurrence)}`;
  const categoryName = (slug: string) => t(`categories.${slug}`, { defaultValue: slug });
  const noShows = data.occurrences.filter((o) => o.noShows > 0);
  const peak = data.attendanceByWeek.reduce((best, week) => (week.checkedIn > best.checkedIn ? week : best), data.attendanceByWeek[0]);
  return (
    <Stack $gap="lg">
      {header}
      <Card>
        <StyledTotals>
          {(['registered', 'waitlisted', 'checkedIn', 'noShows'] as const).map((key) => (
            <div key={key}>
              <dt>{t(`totals.${key}`)}</dt>
              <dd>{format.number(data.totals[key])}</dd>
            </div>
          ))}
        </StyledTotals>
      </Card>
      <Card>
        <CardTitle id={capacityId}>{t('capacity.title')}</CardTitle>
        <Chart
          labelledBy={capacityId}
          data={data.occurrences.map((o) => ({ occurrence: occurrenceLabel(o), registered: o.registered, capacity: o.capacity ?? 0 }))}
          x={{ key: 'occurrence', label: t('capacity.occurrence') }}
          series={[
            { key: 'registered', label: t('capacity.registered'), tone: 'primary' },
            { key: 'capacity', label: t('capacity.capacity'), tone: 'warning' },
          ]}
          summary={t('capacity.summary', { events: format.number(data.occurrences.length), registered: format.number(data.totals.registered) })}
          tableCaption={t('capacity.caption')}
        />
      </Card>
      <StyledColumns>
        <Card>
          <CardTitle id={trendId}>{t('trend.title')}</CardTitle>
          <Chart
            kind="line"
            labelledBy={trendId}
            data={data.attendanceByWeek.map((w) => ({ week: format.date(w.week), checkedIn: w.checkedIn, registered: w.registered }))}
            x={{ key: 'week', label: t('trend.week') }}
            series={[
              { key: 'checkedIn', label: t('trend.checkedIn'), tone: 'success' },
              { key: 'registered', label: t('trend.registered'), tone: 'primary' },
            ]}
            summary={t('trend.summary', { week: format.date(peak.week), people: format.number(peak.checkedIn) })}
            tableCaption={t('trend.caption')}
          />
        </Card>
        <Card>
          <CardTitle id={categoryId}>{t('category.title')}</CardTitle>
          <Chart
            labelledBy={categoryId}
            data={data.byCategory.map((c) => ({ category: categoryName(c.category), registered: c.registered, checkedIn: c.checkedIn }))}
            x={{ key: 'category', label: t('category.category') }}
            series={[
              { key: 'registered', label: t('category.registered'), tone: 'primary' },
              { key: 'checkedIn', label: t('category.checkedIn'), tone: 'success' },
            ]}
            summary={t('category.summary', { categories: format.number(data.byCategory.length) })}
            tableCaption={t('category.caption')}
          />
        </Card>
      </StyledColumns>
      <Card>
        <CardTitle>{t('noShows.title')}</CardTitle>
        {noShows.length === 0 ? (
          <p>{t('noShows.none')}</p>
        ) : (
          <DataTable
            caption={t('noShows.caption')}
            captionHidden
            density="dense"
            rows={noShows}
            rowKey={(o) => `${o.eventId}-${o.occurrence}`}
            columns={[
              { id: 'occurrence', header: t('capacity.occurrence'), cell: (o) => occurrenceLabel(o), rowHeader: true },
              { id: 'registered', header: t('capacity.registered'), cell: (o) => format.number(o.registered), align: 'end' },
              { id: 'checkedIn', header: t('trend.checkedIn'), cell: (o) => format.number(o.checkedIn), align: 'end' },
              { id: 'noShows', header: t('totals.noShows'), cell: (o) => format.number(o.noShows), align: 'end' },
            ]}
          />
        )}
      </Card>
    </Stack>
  );
}
