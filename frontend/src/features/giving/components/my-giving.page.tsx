import type { DonationView } from '@koinonia/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText, useFormat } from '../../../shared/i18n';
import { Card, CardTitle, DataTable, EmptyState, ErrorState, LoadingState, PageHeader, PageHeading, PageSubtitle, Stack } from '../../../shared/ui';
import { useMyGiving } from '../api/get-my-giving.query';
import { GiftAmount, giftFunds, useMethodText } from './gift-cells';

/**
 * The sections other features bring to /my-giving (pledges, recurring gifts, statements): the app
 * composes the page with them, as the member profile is composed, since features do not import each other.
 */
export interface MyGivingSlots {
  pledges?: ReactNode;
  recurringGifts?: ReactNode;
  statements?: ReactNode;
}

/** A member's own gifts, year by year with each year's total (reversed gifts shown, counted in no total). */
export function MyGivingPage({ pledges, recurringGifts, statements }: MyGivingSlots) {
  const { t } = useTranslation(['giving', 'shell']);
  const format = useFormat();
  const methodText = useMethodText();
  const mine = useMyGiving();
  const years = new Map<string, DonationView[]>();
  for (const gift of mine.data?.gifts ?? []) {
    const year = gift.receivedOn.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), gift]);
  }
  return (
    <Stack $gap="lg">
      <PageHeader>
        <div>
          <PageHeading>{t('shell:pages.my-giving.title')}</PageHeading>
          <PageSubtitle>{t('mine.subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      {mine.isPending ? (
        <LoadingState label={t('mine.loading')} />
      ) : mine.isError ? (
        <ErrorState title={t('mine.loadFailed')} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
      ) : mine.data.gifts.length === 0 ? (
        <Card>
          <EmptyState title={t('mine.empty')} description={t('mine.emptyHint')} />
        </Card>
      ) : (
        <>
          <p>
            <strong>{t('mine.total', { amount: moneyText(mine.data.total, format.language) })}</strong>
          </p>
          {[...years.entries()].map(([year, gifts]) => {
            const currency = mine.data.total.currency;
            const total = gifts.filter((gift) => !gift.reversal && gift.amount.currency === currency).reduce((sum, gift) => sum + gift.amount.minor, 0);
            return (
              <Card key={year}>
                <CardTitle>{t('mine.yearTitle', { year })}</CardTitle>
                <p>{t('mine.yearTotal', { year, amount: moneyText({ minor: total, currency }, format.language) })}</p>
                <DataTable
                  caption={t('mine.caption', { year })}
                  captionHidden
                  density="dense"
                  rows={gifts}
                  rowKey={(gift) => gift.id}
                  columns={[
                    { id: 'received', header: t('gifts.received'), cell: (gift) => format.date(gift.receivedOn), rowHeader: true },
                    { id: 'funds', header: t('gifts.funds'), cell: (gift) => giftFunds(gift, format.language) },
                    { id: 'method', header: t('gifts.method'), cell: methodText, hideBelow: 'md' },
                    { id: 'amount', header: t('gifts.amount'), cell: (gift) => <GiftAmount gift={gift} />, align: 'end' },
                  ]}
                />
              </Card>
            );
          })}
        </>
      )}
      {pledges}
      {recurringGifts}
      {statements}
    </Stack>
  );
}
