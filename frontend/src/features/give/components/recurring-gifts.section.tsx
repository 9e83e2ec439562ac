import { formatMoney, type RecurringGiftView } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage, errorMessageOf } from '../../../shared/i18n';
import { Button, Card, CardTitle, InlineAlert, Stack } from '../../../shared/ui';
import { useChangeRecurringGift } from '../api/my-online-giving.mutations';

/** A due date as the calendar day it is, whatever the reader's zone. */
const calendarDate = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** My recurring gifts: how much, how often, from which method, the next date; paused, resumed or cancelled by me. */
export function RecurringGifts({ gifts }: { gifts: RecurringGiftView[] }) {
  const { t, i18n } = useTranslation(['give', 'common']);
  const change = useChangeRecurringGift();
  if (gifts.length === 0) return null;
  return (
    <Card>
      <Stack $gap="md">
        <CardTitle>{t('give:recurring.title')}</CardTitle>
        {change.error && <InlineAlert role="alert">{errorMessageOf(t, change.error)}</InlineAlert>}
        <ul>
          {gifts.map((gift) => (
            <li key={gift.id}>
              <Stack $gap="sm">
                <strong>
                  {t(`give:recurring.${gift.frequency}`, { amount: formatMoney(gift.amount, i18n.language), fund: gift.fundName })}
                  {gift.status === 'paused' ? ` · ${t('give:recurring.paused')}` : ''}
                </strong>
                {gift.paymentMethod && <span>{t('give:methods.describe', { brand: gift.paymentMethod.brand, last4: gift.paymentMethod.last4 })}</span>}
                {gift.status === 'active' && gift.nextChargeOn && (
                  <span>{t('give:recurring.next', { date: calendarDate(gift.nextChargeOn, i18n.language) })}</span>
                )}
                {gift.lastCharge?.status === 'failed' && (
                  <InlineAlert role="alert">{errorMessage(t, gift.lastCharge.error?.code ?? 'DONATION_FAILED')}</InlineAlert>
                )}
                <div>
                  {gift.status === 'active' ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={change.isPending}
                      onClick={() => change.mutate({ id: gift.id, change: 'pause', revision: gift.revision })}
                    >
                      {t('give:recurring.pause')}
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={change.isPending}
                      onClick={() => change.mutate({ id: gift.id, change: 'resume', revision: gift.revision })}
                    >
                      {t('give:recurring.resume')}
                    </Button>
                  )}{' '}
                  <Button
                    variant="danger"
                    size="sm"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ id: gift.id, change: 'cancel', revision: gift.revision })}
                  >
                    {t('give:recurring.cancel')}
                  </Button>
                </div>
              </Stack>
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}
