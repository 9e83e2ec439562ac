import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { errorMessageOf, moneyText, useFormat } from '../../../shared/i18n';
import { Button, Dialog, ErrorState, InlineAlert, LoadingState, Stack, TextAreaField } from '../../../shared/ui';
import { useDonation } from '../api/get-donation.query';
import { useReverseDonation } from '../api/giving-commands.mutation';
import { GiftAmount, giftFunds, useMethodText } from './gift-cells';

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const StyledTrail = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledSection = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** A gift, its batch and its trail (entered, and reversed with the reason); the finance role may reverse it. */
export function GiftDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('giving');
  const format = useFormat();
  const methodText = useMethodText();
  const writes = useCan('giving.write');
  const gift = useDonation(id);
  const reverse = useReverseDonation();
  const [reason, setReason] = useState('');
  const title = gift.data ? t('gift.title', { amount: moneyText(gift.data.amount, format.language) }) : t('loading');
  return (
    <Dialog open title={title} onClose={onClose}>
      {gift.isPending ? (
        <LoadingState label={t('loading')} />
      ) : gift.isError ? (
        <ErrorState title={t('loadFailed')} onRetry={() => void gift.refetch()} retrying={gift.isFetching} />
      ) : (
        <Stack $gap="md">
          <StyledFacts>
            <dt>{t('gift.donor')}</dt>
            <dd>{gift.data.donorName ?? t('anonymous')}</dd>
            <dt>{t('gift.received')}</dt>
            <dd>{format.date(gift.data.receivedOn)}</dd>
            <dt>{t('gift.method')}</dt>
            <dd>{methodText(gift.data)}</dd>
            <dt>{t('gift.funds')}</dt>
            <dd>{giftFunds(gift.data, format.language)}</dd>
            <dt>{t('gifts.amount')}</dt>
            <dd>
              <GiftAmount gift={gift.data} />
            </dd>
            <dt>{t('gift.deductible')}</dt>
            <dd>{moneyText(gift.data.deductible, format.language)}</dd>
            {gift.data.note && (
              <>
                <dt>{t('gift.note')}</dt>
                <dd>{gift.data.note}</dd>
              </>
            )}
            <dt>{t('gift.batch')}</dt>
            <dd>
              {gift.data.batch
                ? t(gift.data.batch.status === 'open' ? 'gift.batchOpen' : 'gift.batchClosed', { name: gift.data.batch.name })
                : t('gift.noBatch')}
            </dd>
          </StyledFacts>
          <StyledSection>{t('gift.trail')}</StyledSection>
          <StyledTrail>
            {gift.data.trail.map((entry) => (
              <li key={entry.kind}>
                {t(entry.kind === 'entered' ? 'gift.entered' : 'gift.reversed', {
                  name: entry.by?.displayName || t('gift.someone'),
                  date: format.dateTime(entry.at),
                  amount: moneyText(entry.amount, format.language),
                })}
                {entry.reason && <div>{t('gift.reason', { reason: entry.reason })}</div>}
              </li>
            ))}
          </StyledTrail>
          {writes && !gift.data.reversal && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                reverse.mutate({ id, reason: reason.trim() }, { onSuccess: () => setReason('') });
              }}
            >
              <Stack $gap="sm">
                <StyledSection>{t('gift.reverseTitle')}</StyledSection>
                <p>{t('gift.reverseHint')}</p>
                <TextAreaField
                  label={t('gift.reasonLabel')}
                  value={reason}
                  required
                  onChange={(event) => setReason(event.target.value)}
                  error={reverse.isError ? errorMessageOf(t, reverse.error) : undefined}
                />
                <div>
                  <Button type="submit" variant="danger" disabled={reverse.isPending || reason.trim() === ''}>
                    {reverse.isPending ? t('gift.reversing') : t('gift.reverse')}
                  </Button>
                </div>
              </Stack>
            </form>
          )}
          {reverse.isSuccess && gift.data.reversal && (
            <InlineAlert $tone="success" role="status">
              {t('gift.reversedDone')}
            </InlineAlert>
          )}
        </Stack>
      )}
    </Dialog>
  );
}
