import { useTranslation } from 'react-i18next';
import { Card, CardTitle, DataTable, EmptyState, ErrorState, LoadingState } from '../../../shared/ui';
import { useSmsOutbox } from '../api/sms.queries';

/** Administrators read the SMS outbox, as they read the mail outbox, while no provider is set up. */
export function SmsOutboxCard() {
  const { t, i18n } = useTranslation('messaging');
  const outbox = useSmsOutbox(true);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card aria-labelledby="sms-outbox-title">
      <CardTitle id="sms-outbox-title">{t('outbox.title')}</CardTitle>
      {outbox.isPending ? (
        <LoadingState label={t('loading')} />
      ) : outbox.isError ? (
        <ErrorState title={t('loadFailed')} onRetry={() => void outbox.refetch()} retrying={outbox.isFetching} />
      ) : outbox.data.delivery !== 'outbox' ? (
        <EmptyState title={t('outbox.provider')} />
      ) : outbox.data.messages.length === 0 ? (
        <EmptyState title={t('outbox.empty')} />
      ) : (
        <DataTable
          caption={t('outbox.caption')}
          rows={outbox.data.messages.slice(0, 20)}
          rowKey={(m) => m.id}
          density="compact"
          columns={[
            { id: 'at', header: t('sends.when'), cell: (m) => date.format(new Date(m.createdAt)) },
            { id: 'to', header: t('outbox.to'), cell: (m) => m.to },
            { id: 'body', header: t('sends.message'), cell: (m) => m.body, rowHeader: true },
          ]}
        />
      )}
    </Card>
  );
}
