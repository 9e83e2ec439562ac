import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { moneyText, useFormat } from '../../../shared/i18n';
import { Button, DataTable, EmptyState, ErrorState, LoadingState, Pagination, SelectField, Stack, TextField } from '../../../shared/ui';
import { useDonations } from '../api/get-donations.query';
import { useFunds } from '../api/get-funds.query';
import { DonorPicker, type PickedDonor } from './donor-picker';
import { GiftAmount, giftFunds, useMethodText } from './gift-cells';
import { GiftDialog } from './gift.dialog';

const PAGE_SIZE = 20;

export const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
  > * {
    min-inline-size: 12rem;
  }
`;

/** Gifts by date, fund and donor, newest first; a gift's details open its trail. */
export function GiftsTab() {
  const { t } = useTranslation('giving');
  const format = useFormat();
  const methodText = useMethodText();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [fundId, setFundId] = useState('');
  const [donor, setDonor] = useState<PickedDonor | null>(null);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const funds = useFunds();
  const gifts = useDonations({ from, to, fundId, donorMemberId: donor?.id, page, pageSize: PAGE_SIZE });
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return (
    <Stack $gap="md">
      <StyledFilters>
        <TextField type="date" label={t('gifts.from')} value={from} onChange={(event) => filter(setFrom)(event.target.value)} />
        <TextField type="date" label={t('gifts.to')} value={to} onChange={(event) => filter(setTo)(event.target.value)} />
        <SelectField
          label={t('gifts.fund')}
          value={fundId}
          onChange={(event) => filter(setFundId)(event.target.value)}
          options={[{ value: '', label: t('gifts.anyFund') }, ...(funds.data ?? []).map((fund) => ({ value: fund.id, label: fund.name }))]}
        />
        <DonorPicker value={donor} onChange={filter(setDonor)} />
      </StyledFilters>
      {gifts.isPending ? (
        <LoadingState label={t('loading')} />
      ) : gifts.isError ? (
        <ErrorState title={t('loadFailed')} onRetry={() => void gifts.refetch()} retrying={gifts.isFetching} />
      ) : gifts.data.items.length === 0 ? (
        <EmptyState title={t('gifts.empty')} />
      ) : (
        <>
          <p>{t('gifts.count', { count: gifts.data.total })}</p>
          <DataTable
            caption={t('gifts.caption')}
            captionHidden
            rows={gifts.data.items}
            rowKey={(gift) => gift.id}
            columns={[
              { id: 'received', header: t('gifts.received'), cell: (gift) => format.date(gift.receivedOn), rowHeader: true },
              { id: 'donor', header: t('gifts.donor'), cell: (gift) => gift.donorName ?? t('anonymous') },
              { id: 'funds', header: t('gifts.funds'), cell: (gift) => giftFunds(gift, format.language), hideBelow: 'md' },
              { id: 'method', header: t('gifts.method'), cell: methodText, hideBelow: 'lg' },
              { id: 'amount', header: t('gifts.amount'), cell: (gift) => <GiftAmount gift={gift} />, align: 'end' },
            ]}
            actions={{
              header: t('gifts.details'),
              cell: (gift) => (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('gifts.detailsOf', { amount: moneyText(gift.amount, format.language), date: format.date(gift.receivedOn) })}
                  onClick={() => setOpenId(gift.id)}
                >
                  {t('gifts.details')}
                </Button>
              ),
            }}
          />
          <Pagination page={page} pageCount={Math.ceil(gifts.data.total / PAGE_SIZE)} onPageChange={setPage} />
        </>
      )}
      {openId && <GiftDialog id={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
