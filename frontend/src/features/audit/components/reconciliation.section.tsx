import { formatMoney } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Badge, Button, ErrorState, LoadingState } from '../../../shared/ui';
import { useReconciliation } from '../api/audit-queries.query';
import { StyledBar, StyledIntro, StyledTable } from './audit-table.styles';

/** The reconciliation report: the sums of the giving events against the read models, every difference named. */
export function ReconciliationSection() {
  const { t } = useTranslation('audit');
  const format = useFormat();
  const [asked, setAsked] = useState(false);
  const report = useReconciliation(asked);
  return (
    <section aria-labelledby="audit-reconciliation-heading">
      <h2 id="audit-reconciliation-heading">{t('reconciliation.heading')}</h2>
      <StyledIntro>{t('reconciliation.description')}</StyledIntro>
      <StyledBar>
        <Button onClick={() => (asked ? void report.refetch() : setAsked(true))} disabled={report.isFetching}>
          {t('reconciliation.run')}
        </Button>
      </StyledBar>
      {!asked ? null : report.isPending ? (
        <LoadingState label={t('reconciliation.loading')} />
      ) : report.isError ? (
        <ErrorState title={t('reconciliation.loadFailed')} description={errorMessageOf(t, report.error)} onRetry={() => void report.refetch()} />
      ) : (
        <div role="status">
          <p>
            {report.data.balanced ? (
              <Badge $tone="success">{t('reconciliation.balanced')}</Badge>
            ) : (
              <Badge $tone="danger">{t('reconciliation.differences', { count: report.data.differences.length })}</Badge>
            )}
          </p>
          <StyledIntro>
            {t('reconciliation.summary', {
              funds: report.data.funds,
              batches: report.data.batches,
              gifts: report.data.giftCount,
              total: formatMoney(report.data.total, format.language),
              at: format.dateTime(report.data.checkedAt),
            })}
          </StyledIntro>
          {report.data.differences.length > 0 && (
            <StyledTable>
              <thead>
                <tr>
                  <th scope="col">{t('reconciliation.area')}</th>
                  <th scope="col">{t('reconciliation.name')}</th>
                  <th scope="col">{t('reconciliation.field')}</th>
                  <th scope="col" data-amount>
                    {t('reconciliation.events')}
                  </th>
                  <th scope="col" data-amount>
                    {t('reconciliation.readModel')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.data.differences.map((difference) => (
                  <tr key={`${difference.area}-${difference.id}-${difference.field}`}>
                    <td>{t(`reconciliation.areas.${difference.area}`)}</td>
                    <td>{difference.name || difference.id}</td>
                    <td>{t(`reconciliation.fields.${difference.field}`)}</td>
                    <td data-amount>{difference.events === null ? '—' : format.number(difference.events)}</td>
                    <td data-amount>{difference.readModel === null ? '—' : format.number(difference.readModel)}</td>
                  </tr>
                ))}
              </tbody>
            </StyledTable>
          )}
        </div>
      )}
    </section>
  );
}
