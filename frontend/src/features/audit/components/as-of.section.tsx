import { formatMoney, type AuditGivingView, type Money } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Badge, Button, EmptyState, ErrorState, LoadingState, Pagination, TextField, VisuallyHidden } from '../../../shared/ui';
import { AUDIT_GIFTS_PAGE_SIZE, useAttendanceAsOf, useGivingAsOf } from '../api/audit-queries.query';
import { StyledBar, StyledIntro, StyledTable } from './audit-table.styles';

const pad = (n: number) => String(n).padStart(2, '0');
/** A `datetime-local` value for an instant, in the browser's zone. */
const localInput = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

type FundRow = { fundId: string; fundName: string; then: Money | null; now: Money | null };

function fundRows(then: AuditGivingView, now: AuditGivingView): FundRow[] {
  const rows = new Map<string, FundRow>();
  for (const fund of then.byFund) rows.set(fund.fundId, { fundId: fund.fundId, fundName: fund.fundName, then: fund.total, now: null });
  for (const fund of now.byFund)
    rows.set(fund.fundId, { ...(rows.get(fund.fundId) ?? { fundId: fund.fundId, fundName: fund.fundName, then: null }), now: fund.total });
  return [...rows.values()].sort((a, b) => a.fundName.localeCompare(b.fundName));
}

/** The books as of a chosen instant beside the books now: totals by fund, the gifts known then, the registers. */
export function AsOfSection({ onTrail }: { onTrail: (id: string) => void }) {
  const { t } = useTranslation('audit');
  const format = useFormat();
  const [opened] = useState(() => new Date());
  // The start of this minute: the picker's precision. An auditor moves it back to the date they ask about.
  const [input, setInput] = useState(() => localInput(opened));
  const instant = Number.isNaN(new Date(input).getTime()) ? null : new Date(input).toISOString();
  const nowInstant = opened.toISOString();
  // The page of gifts belongs to its instant: another instant starts again at page 1.
  const [paging, setPaging] = useState<{ instant: string | null; page: number }>({ instant, page: 1 });
  const page = paging.instant === instant ? paging.page : 1;
  const then = useGivingAsOf(instant, page);
  const now = useGivingAsOf(nowInstant);
  const attendanceThen = useAttendanceAsOf(instant);
  const attendanceNow = useAttendanceAsOf(nowInstant);
  const money = (amount: Money | null) => (amount ? formatMoney(amount, format.language) : '—');

  return (
    <section aria-labelledby="audit-as-of-heading">
      <h2 id="audit-as-of-heading">{t('asOf.heading')}</h2>
      <StyledIntro>{t('asOf.description')}</StyledIntro>
      <StyledBar>
        <TextField label={t('asOf.instant')} type="datetime-local" value={input} onChange={(e) => setInput(e.target.value)} />
      </StyledBar>
      {instant === null ? (
        <EmptyState title={t('asOf.badInstant')} role="alert" />
      ) : then.isPending || now.isPending ? (
        <LoadingState label={t('asOf.loading')} />
      ) : then.isError || now.isError ? (
        <ErrorState title={t('asOf.loadFailed')} description={errorMessageOf(t, then.error ?? now.error)} onRetry={() => void then.refetch()} />
      ) : (
        <>
          <StyledIntro>{t('asOf.cut', { count: then.data.cut.eventCount, position: then.data.cut.position, at: format.dateTime(instant) })}</StyledIntro>
          <StyledTable>
            <caption>{t('asOf.fundsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('asOf.fund')}</th>
                <th scope="col" data-amount>
                  {t('asOf.then')}
                </th>
                <th scope="col" data-amount>
                  {t('asOf.now')}
                </th>
              </tr>
            </thead>
            <tbody>
              {fundRows(then.data, now.data).map((row) => (
                <tr key={row.fundId}>
                  <th scope="row">{row.fundName}</th>
                  <td data-amount>{money(row.then)}</td>
                  <td data-amount>{money(row.now)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t('asOf.total', { then: then.data.giftCount, now: now.data.giftCount })}</th>
                <td data-amount>{money(then.data.total)}</td>
                <td data-amount>{money(now.data.total)}</td>
              </tr>
            </tbody>
          </StyledTable>
          <h3>{t('asOf.giftsHeading', { count: then.data.gifts.total })}</h3>
          {then.data.gifts.items.length === 0 ? (
            <EmptyState title={t('asOf.noGifts')} />
          ) : (
            <StyledTable>
              <thead>
                <tr>
                  <th scope="col">{t('asOf.received')}</th>
                  <th scope="col">{t('asOf.funds')}</th>
                  <th scope="col" data-amount>
                    {t('asOf.amount')}
                  </th>
                  <th scope="col">{t('asOf.state')}</th>
                  <th scope="col">
                    <VisuallyHidden>{t('asOf.actions')}</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {then.data.gifts.items.map((gift) => (
                  <tr key={gift.id}>
                    <td>{format.date(gift.receivedOn)}</td>
                    <td>{gift.splits.map((split) => split.fundName).join(', ')}</td>
                    <td data-amount>{money(gift.amount)}</td>
                    <td>{gift.reversal ? <Badge $tone="warning">{t('asOf.reversed')}</Badge> : <Badge $tone="success">{t('asOf.standing')}</Badge>}</td>
                    <td>
                      <Button size="sm" variant="secondary" onClick={() => onTrail(gift.id)} aria-label={t('asOf.trailOf', { amount: money(gift.amount) })}>
                        {t('asOf.trail')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </StyledTable>
          )}
          {then.data.gifts.total > AUDIT_GIFTS_PAGE_SIZE && (
            <Pagination
              page={page}
              pageCount={Math.ceil(then.data.gifts.total / AUDIT_GIFTS_PAGE_SIZE)}
              onPageChange={(next) => setPaging({ instant, page: next })}
            />
          )}
          <h3>{t('asOf.attendanceHeading')}</h3>
          {attendanceThen.data && attendanceNow.data ? (
            <StyledTable>
              <thead>
                <tr>
                  <th scope="col">{t('asOf.measure')}</th>
                  <th scope="col" data-amount>
                    {t('asOf.then')}
                  </th>
                  <th scope="col" data-amount>
                    {t('asOf.now')}
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t('asOf.occurrences')}</th>
                  <td data-amount>{format.number(attendanceThen.data.occurrences.length)}</td>
                  <td data-amount>{format.number(attendanceNow.data.occurrences.length)}</td>
                </tr>
                <tr>
                  <th scope="row">{t('asOf.present')}</th>
                  <td data-amount>{format.number(attendanceThen.data.totalPresent)}</td>
                  <td data-amount>{format.number(attendanceNow.data.totalPresent)}</td>
                </tr>
                <tr>
                  <th scope="row">{t('asOf.headcount')}</th>
                  <td data-amount>{format.number(attendanceThen.data.totalHeadcount)}</td>
                  <td data-amount>{format.number(attendanceNow.data.totalHeadcount)}</td>
                </tr>
              </tbody>
            </StyledTable>
          ) : attendanceThen.isError || attendanceNow.isError ? (
            <ErrorState title={t('asOf.loadFailed')} onRetry={() => void attendanceThen.refetch()} />
          ) : (
            <LoadingState label={t('asOf.loading')} />
          )}
        </>
      )}
    </section>
  );
}
