import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks';
import { pathOf } from '../../../shared/routing';
import { errorMessageOf } from '../../../shared/i18n';
import { ButtonLink, Card, ErrorState, InlineAlert, LoadingState, PageHeader, PageHeading, PageSubtitle, Stack } from '../../../shared/ui';
import { useOnlineGiving } from '../api/get-online-giving.query';
import { useMyOnlineGiving } from '../api/my-online-giving.query';
import { GiftOutcome } from './gift-outcome.section';
import { GiveForm } from './give-form.section';
import { RecurringGifts } from './recurring-gifts.section';

/** `/give`, signed in: a one-time gift on the provider's page, or a recurring one from a saved method; my recurring gifts. */
export default function GivePage() {
  const { t } = useTranslation(['give', 'common']);
  useDocumentTitle(t('give:pages.give.title'));
  const [params, setParams] = useSearchParams();
  const status = useOnlineGiving();
  const mine = useMyOnlineGiving();
  const giftId = params.get('gift');
  return (
    <Stack>
      <PageHeader>
        <div>
          <PageHeading>{t('give:pages.give.title')}</PageHeading>
          <PageSubtitle>{t('give:subtitle', { church: status.data?.churchName ?? '' })}</PageSubtitle>
        </div>
      </PageHeader>
      {status.isPending || mine.isPending ? (
        <LoadingState />
      ) : status.isError || !status.data ? (
        <ErrorState title={errorMessageOf(t, status.error)} onRetry={() => void status.refetch()} />
      ) : !status.data.enabled ? (
        <InlineAlert $tone="warning">{t('give:off')}</InlineAlert>
      ) : giftId ? (
        <GiftOutcome giftId={giftId} cancelled={params.has('cancelled')} onAgain={() => setParams({})} />
      ) : (
        <>
          <Card>
            <GiveForm status={status.data} visitor={false} methods={mine.data?.paymentMethods ?? []} />
          </Card>
          <RecurringGifts gifts={mine.data?.recurringGifts ?? []} />
          <div>
            <ButtonLink to={pathOf('member-banking-setup')} variant="secondary">
              {t('give:banking.title')}
            </ButtonLink>
          </div>
        </>
      )}
    </Stack>
  );
}
