import type { BatchView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { isApiError } from '../../../shared/api';
import { errorMessageOf, moneyText, parseMinor, useFormat } from '../../../shared/i18n';
import { Badge, Button, Card, CardTitle, DataTable, EmptyState, ErrorState, InlineAlert, LoadingState, Stack, TextField } from '../../../shared/ui';
import { useBatches } from '../api/get-batches.query';
import { useDonations } from '../api/get-donations.query';
import { useFunds } from '../api/get-funds.query';
import { useCloseBatch, useOpenBatch } from '../api/giving-commands.mutation';
import { GiftAmount, giftFunds, useMethodText } from './gift-cells';
import { GiftEntryForm } from './gift-entry.form';
import { GiftDialog } from './gift.dialog';
import { StyledFilters } from './gifts.tab';

/** The most gifts one batch shows (a Sunday's envelopes). */
const BATCH_GIFTS = 100;

const StyledTotals = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

const today = () => new Date().toISOString().slice(0, 10);

/** Counting batches: open one, enter its gifts, close it when what was entered matches the count. */
export function BatchesTab() {
  const { t } = useTranslation('giving');
  const format = useFormat();
  const writes = useCan('giving.write');
  const batches = useBatches();
  const open = useOpenBatch();
  const [name, setName] = useState('');
  const [receivedOn, setReceivedOn] = useState(today);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = batches.data?.find((batch) => batch.id === selectedId) ?? null;
  if (selected) return <BatchPanel batch={selected} onBack={() => setSelectedId(null)} />;
  return (
    <Stack $gap="lg">
      {writes && (
        <Card>
          <CardTitle>{t('batches.openTitle')}</CardTitle>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              open.mutate({ name: name.trim(), receivedOn }, { onSuccess: (result) => (setName(''), setSelectedId(result.id)) });
            }}
          >
            <StyledFilters>
              <TextField
                label={t('batches.name')}
                placeholder={t('batches.namePlaceholder')}
                value={name}
                required
                onChange={(event) => setName(event.target.value)}
              />
              <TextField type="date" label={t('batches.receivedOn')} value={receivedOn} required onChange={(event) => setReceivedOn(event.target.value)} />
            </StyledFilters>
            {open.isError && <InlineAlert role="alert">{errorMessageOf(t, open.error)}</InlineAlert>}
            <Button type="submit" disabled={open.isPending || !name.trim()}>
              {open.isPending ? t('batches.opening') : t('batches.open')}
            </Button>
          </form>
        </Card>
      )}
      {batches.isPending ? (
        <LoadingState label={t('loading')} />
      ) : batches.isError ? (
        <ErrorState title={t('loadFailed')} onRetry={() => void batches.refetch()} retrying={batches.isFetching} />
      ) : batches.data.length === 0 ? (
        <EmptyState title={t('batches.empty')} />
      ) : (
        <DataTable
          caption={t('batches.caption')}
          captionHidden
          rows={batches.data}
          rowKey={(batch) => batch.id}
          columns={[
            { id: 'name', header: t('batches.name'), cell: (batch) => batch.name, rowHeader: true },
            { id: 'received', header: t('batches.receivedOn'), cell: (batch) => format.date(batch.receivedOn), hideBelow: 'md' },
            { id: 'status', header: t('batches.status'), cell: (batch) => <BatchStatus batch={batch} /> },
            { id: 'gifts', header: t('batches.giftCount'), cell: (batch) => format.number(batch.giftCount), align: 'end', hideBelow: 'md' },
            { id: 'entered', header: t('batches.entered'), cell: (batch) => moneyText(batch.enteredTotal, format.language), align: 'end' },
            {
              id: 'counted',
              header: t('batches.counted'),
              cell: (batch) => (batch.countedTotal ? moneyText(batch.countedTotal, format.language) : '—'),
              align: 'end',
              hideBelow: 'lg',
            },
          ]}
          actions={{
            header: t('batches.view'),
            cell: (batch) => (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setSelectedId(batch.id)}
                aria-label={`${writes && batch.status === 'open' ? t('batches.enter') : t('batches.view')}: ${batch.name}`}
              >
                {writes && batch.status === 'open' ? t('batches.enter') : t('batches.view')}
              </Button>
            ),
          }}
        />
      )}
    </Stack>
  );
}

function BatchStatus({ batch }: { batch: BatchView }) {
  const { t } = useTranslation('giving');
  return batch.status === 'open' ? <Badge $tone="primary">{t('batches.statusOpen')}</Badge> : <Badge $tone="neutral">{t('batches.statusClosed')}</Badge>;
}

/** One batch: its running total against the count, the entry form while open, its gifts; locked once closed. */
function BatchPanel({ batch, onBack }: { batch: BatchView; onBack: () => void }) {
  const { t } = useTranslation('giving');
  const format = useFormat();
  const methodText = useMethodText();
  const writes = useCan('giving.write');
  const funds = useFunds();
  const gifts = useDonations({ batchId: batch.id, pageSize: BATCH_GIFTS });
  const close = useCloseBatch();
  const [counted, setCounted] = useState('');
  const [openGiftId, setOpenGiftId] = useState<string | null>(null);
  const currency = batch.enteredTotal.currency;
  const countedMinor = parseMinor(counted, currency);
  const money = (minor: number) => moneyText({ minor, currency }, format.language);
  const refusal = isApiError(close.error) && close.error.code === 'BATCH_NOT_RECONCILED' ? close.error.details : null;
  const open = batch.status === 'open';
  return (
    <Stack $gap="lg">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          ← {t('batches.back')}
        </Button>
      </div>
      <Card>
        <Stack $gap="sm">
          <CardTitle>
            {batch.name} · {format.date(batch.receivedOn)} <BatchStatus batch={batch} />
          </CardTitle>
          <StyledTotals aria-live="polite">{t('batches.runningTotal', { entered: money(batch.enteredTotal.minor), count: batch.giftCount })}</StyledTotals>
          {!open && batch.countedTotal && (
            <InlineAlert $tone="success">{t('batches.locked', { amount: moneyText(batch.countedTotal, format.language) })}</InlineAlert>
          )}
          {open && writes && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (countedMinor !== null) close.mutate({ id: batch.id, countedTotal: { minor: countedMinor, currency } });
              }}
            >
              <Stack $gap="sm">
                <StyledFilters>
                  <TextField
                    label={t('batches.countedLabel')}
                    hint={t('batches.countedHint')}
                    inputMode="decimal"
                    value={counted}
                    onChange={(event) => {
                      setCounted(event.target.value);
                      close.reset();
                    }}
                  />
                </StyledFilters>
                {countedMinor !== null && (
                  <p aria-live="polite">
                    {countedMinor === batch.enteredTotal.minor
                      ? t('batches.matches')
                      : t('batches.difference', { amount: money(countedMinor - batch.enteredTotal.minor) })}
                  </p>
                )}
                {refusal && (
                  <InlineAlert role="alert">
                    {t('batches.notReconciled', {
                      entered: moneyText(refusal.entered as BatchView['enteredTotal'], format.language),
                      counted: moneyText(refusal.counted as BatchView['enteredTotal'], format.language),
                    })}
                  </InlineAlert>
                )}
                {close.isError && !refusal && <InlineAlert role="alert">{errorMessageOf(t, close.error)}</InlineAlert>}
                <div>
                  <Button type="submit" disabled={close.isPending || countedMinor === null}>
                    {close.isPending ? t('batches.closing') : t('batches.close')}
                  </Button>
                </div>
              </Stack>
            </form>
          )}
        </Stack>
      </Card>
      {open && writes && funds.data && <GiftEntryForm batchId={batch.id} receivedOn={batch.receivedOn} currency={currency} funds={funds.data} />}
      {gifts.isPending ? (
        <LoadingState label={t('loading')} />
      ) : gifts.isError ? (
        <ErrorState title={t('loadFailed')} onRetry={() => void gifts.refetch()} retrying={gifts.isFetching} />
      ) : (
        gifts.data.items.length > 0 && (
          <DataTable
            caption={t('batches.giftsCaption')}
            density="dense"
            rows={gifts.data.items}
            rowKey={(gift) => gift.id}
            columns={[
              { id: 'donor', header: t('gifts.donor'), cell: (gift) => gift.donorName ?? t('anonymous'), rowHeader: true },
              { id: 'funds', header: t('gifts.funds'), cell: (gift) => giftFunds(gift, format.language) },
              { id: 'method', header: t('gifts.method'), cell: methodText, hideBelow: 'md' },
              { id: 'amount', header: t('gifts.amount'), cell: (gift) => <GiftAmount gift={gift} />, align: 'end' },
            ]}
            actions={{
              header: t('gifts.details'),
              cell: (gift) => (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('gifts.detailsOf', { amount: moneyText(gift.amount, format.language), date: format.date(gift.receivedOn) })}
                  onClick={() => setOpenGiftId(gift.id)}
                >
                  {t('gifts.details')}
                </Button>
              ),
            }}
          />
        )
      )}
      {openGiftId && <GiftDialog id={openGiftId} onClose={() => setOpenGiftId(null)} />}
    </Stack>
  );
}
