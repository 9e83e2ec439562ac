import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsRecipientStatus, SmsRecipientView, SmsSendView } from '@koinonia/contracts';
import { errorMessage } from '../../../shared/i18n';
import { Badge, Button, Card, CardTitle, DataTable, EmptyState, ErrorState, LoadingState, type BadgeTone } from '../../../shared/ui';
import { useCancelSms } from '../api/sms-commands.mutation';
import { useSmsSend, useSmsSends } from '../api/sms.queries';

const RECIPIENT_TONES: Record<SmsRecipientStatus, BadgeTone> = { queued: 'neutral', sent: 'primary', delivered: 'success', failed: 'danger' };

function Recipients({ send }: { send: SmsSendView }) {
  const { t } = useTranslation('messaging');
  const detail = useSmsSend(send.id);
  if (detail.isPending) return <LoadingState label={t('loading')} />;
  if (detail.isError) return <ErrorState title={t('loadFailed')} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  const reason = (recipient: SmsRecipientView) =>
    recipient.reason === 'opted-out'
      ? t('recipients.optedOut')
      : recipient.reason
        ? `${errorMessage(t, recipient.reason)}${recipient.detail ? ` (${recipient.detail})` : ''}`
        : '';
  return (
    <DataTable
      caption={t('recipients.caption')}
      rows={detail.data.recipients}
      rowKey={(r) => r.memberId}
      density="compact"
      columns={[
        { id: 'name', header: t('recipients.name'), cell: (r) => r.name, rowHeader: true },
        { id: 'phone', header: t('recipients.phone'), cell: (r) => r.phone },
        { id: 'status', header: t('recipients.status'), cell: (r) => <Badge $tone={RECIPIENT_TONES[r.status]}>{t(`status.${r.status}`)}</Badge> },
        { id: 'reason', header: t('recipients.reason'), cell: reason },
      ]}
    />
  );
}

/** The sends, newest first, with their progress; one opened shows each recipient's status. */
export function SmsSendsList() {
  const { t, i18n } = useTranslation('messaging');
  const sends = useSmsSends();
  const cancel = useCancelSms();
  const [open, setOpen] = useState<string | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const opened = sends.data?.find((send) => send.id === open);
  return (
    <Card aria-labelledby="sms-sends-title">
      <CardTitle id="sms-sends-title">{t('sends.title')}</CardTitle>
      {sends.isPending ? (
        <LoadingState label={t('loading')} />
      ) : sends.isError ? (
        <ErrorState title={t('loadFailed')} onRetry={() => void sends.refetch()} retrying={sends.isFetching} />
      ) : sends.data.length === 0 ? (
        <EmptyState title={t('sends.empty')} />
      ) : (
        <DataTable
          caption={t('sends.caption')}
          rows={sends.data}
          rowKey={(s) => s.id}
          columns={[
            { id: 'when', header: t('sends.when'), cell: (s) => date.format(new Date(s.scheduledFor)) },
            { id: 'body', header: t('sends.message'), cell: (s) => s.body, rowHeader: true },
            {
              id: 'audience',
              header: t('sends.audience'),
              cell: (s) =>
                s.origin === 'announcement' ? t('sends.announcement') : [t(`audience.${s.audience.kind}`), s.audience.label].filter(Boolean).join(': '),
              hideBelow: 'md',
            },
            {
              id: 'status',
              header: t('sends.status'),
              cell: (s) => <Badge $tone={s.status === 'completed' ? 'success' : 'neutral'}>{t(`sendStatus.${s.status}`)}</Badge>,
            },
            {
              id: 'progress',
              header: t('sends.progress'),
              cell: (s) => t('sends.progressText', { done: s.total - s.counts.queued, total: s.total, delivered: s.counts.delivered, failed: s.counts.failed }),
            },
          ]}
          actions={{
            header: t('sends.actions'),
            cell: (s) => (
              <>
                <Button size="sm" variant="secondary" onClick={() => setOpen(open === s.id ? null : s.id)} aria-expanded={open === s.id}>
                  {t('sends.recipients')}
                </Button>
                {s.status === 'scheduled' && (
                  <Button size="sm" variant="ghost" onClick={() => cancel.mutate(s.id)}>
                    {t('sends.cancel')}
                  </Button>
                )}
              </>
            ),
          }}
        />
      )}
      {opened && <Recipients send={opened} />}
    </Card>
  );
}
