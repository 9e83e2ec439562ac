import { formatMoney } from '@koinonia/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Button, Card, EmptyState, ErrorState, LoadingState, TextField } from '../../../shared/ui';
import { trailPath, useTrail } from '../api/audit-queries.query';
import { StyledBar, StyledIntro, StyledLink, StyledTable } from './audit-table.styles';

/** A gift's trail, searched by its id or opened from the as-of list: who entered it, its batch, every correction, its statements, and the exports. */
export function TrailSection({ giftId, onSearch }: { giftId: string; onSearch: (id: string) => void }) {
  const { t } = useTranslation('audit');
  const format = useFormat();
  const [input, setInput] = useState(giftId);
  const trail = useTrail(giftId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(input.trim());
  };
  return (
    <section aria-labelledby="audit-trail-heading">
      <h2 id="audit-trail-heading">{t('trail.heading')}</h2>
      <StyledIntro>{t('trail.description')}</StyledIntro>
      <form onSubmit={submit}>
        <StyledBar>
          <TextField label={t('trail.giftId')} value={input} onChange={(e) => setInput(e.target.value)} />
          <Button type="submit">{t('trail.show')}</Button>
        </StyledBar>
      </form>
      {giftId === '' ? (
        <EmptyState title={t('trail.none')} />
      ) : trail.isPending ? (
        <LoadingState label={t('trail.loading')} />
      ) : trail.isError ? (
        <ErrorState title={t('trail.loadFailed')} description={errorMessageOf(t, trail.error)} onRetry={() => void trail.refetch()} />
      ) : (
        <Card>
          <dl>
            <dt>{t('trail.amount')}</dt>
            <dd>{formatMoney(trail.data.amount, format.language)}</dd>
            <dt>{t('trail.received')}</dt>
            <dd>{format.date(trail.data.receivedOn)}</dd>
            <dt>{t('trail.funds')}</dt>
            <dd>{trail.data.splits.map((split) => `${split.fundName} ${formatMoney(split.amount, format.language)}`).join(', ')}</dd>
            <dt>{t('trail.enteredBy')}</dt>
            <dd>{t('trail.enteredAt', { name: trail.data.enteredBy?.displayName ?? t('trail.system'), at: format.dateTime(trail.data.enteredAt) })}</dd>
            <dt>{t('trail.batch')}</dt>
            <dd>{trail.data.batch ? t(`trail.batchStatus.${trail.data.batch.status}`, { name: trail.data.batch.name }) : t('trail.noBatch')}</dd>
            <dt>{t('trail.statements')}</dt>
            <dd>{trail.data.statements.length > 0 ? trail.data.statements.map((statement) => statement.year).join(', ') : t('trail.noStatements')}</dd>
          </dl>
          <StyledTable>
            <caption>{t('trail.entries')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('trail.step')}</th>
                <th scope="col">{t('trail.when')}</th>
                <th scope="col">{t('trail.by')}</th>
                <th scope="col" data-amount>
                  {t('trail.effect')}
                </th>
                <th scope="col">{t('trail.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {trail.data.entries.map((entry) => (
                <tr key={entry.position}>
                  <td>{t(`trail.kinds.${entry.kind}`)}</td>
                  <td>{format.dateTime(entry.at)}</td>
                  <td>{entry.by?.displayName ?? t('trail.system')}</td>
                  <td data-amount>{formatMoney(entry.amount, format.language)}</td>
                  <td>{entry.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
          <StyledBar>
            <StyledLink href={`${trailPath(giftId)}.csv`} download>
              {t('trail.csv')}
            </StyledLink>
            <StyledLink href={`${trailPath(giftId)}.pdf`} download>
              {t('trail.pdf')}
            </StyledLink>
          </StyledBar>
        </Card>
      )}
    </section>
  );
}
