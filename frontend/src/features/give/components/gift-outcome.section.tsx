import { formatMoney } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/i18n';
import { Button, Card, CardTitle, InlineAlert, LoadingState, Stack } from '../../../shared/ui';
import { useOnlineGift } from '../api/get-online-gift.query';

/** After the provider's page: waiting for its webhook, then thanks, or DONATION_FAILED in the catalogue's words. */
export function GiftOutcome({ giftId, cancelled, onAgain }: { giftId: string; cancelled: boolean; onAgain: () => void }) {
  const { t, i18n } = useTranslation(['give', 'common']);
  const gift = useOnlineGift(giftId);
  if (gift.isPending) return <LoadingState />;
  const view = gift.data;
  const again = (
    <Button variant="secondary" onClick={onAgain}>
      {t('give:outcome.again')}
    </Button>
  );
  if (!view) return <InlineAlert role="alert">{t('give:outcome.unknown')}</InlineAlert>;
  const amount = formatMoney(view.amount, i18n.language);
  if (view.status === 'succeeded') {
    return (
      <Card>
        <Stack>
          <CardTitle>{t('give:outcome.thanks')}</CardTitle>
          <p role="status">{t('give:outcome.recorded', { amount, fund: view.fundName })}</p>
          {again}
        </Stack>
      </Card>
    );
  }
  if (view.status === 'failed') {
    return (
      <Stack>
        <InlineAlert role="alert">{errorMessage(t, view.error?.code ?? 'DONATION_FAILED')}</InlineAlert>
        {again}
      </Stack>
    );
  }
  return (
    <Stack>
      <p role="status">{cancelled ? t('give:outcome.cancelled') : t('give:outcome.waiting', { amount, fund: view.fundName })}</p>
      {again}
    </Stack>
  );
}
