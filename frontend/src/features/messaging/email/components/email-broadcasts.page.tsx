import { EMAIL_RECIPIENT_STATUSES, type EmailBroadcastRecipientView, type EmailBroadcastView, type EmailRecipientStatus } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import { useFormat } from '../../../../shared/i18n';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  PageHeading,
  PageSubtitle,
  Pagination,
  SelectField,
  Stack,
} from '../../../../shared/ui';
import { useBroadcastRecipients, useEmailBroadcasts } from '../api/email-broadcasts.api';
import { ComposeEmailForm } from './compose-email.form';

const StyledProgress = styled.progress`
  inline-size: 100%;
  block-size: 0.75rem;
  accent-color: ${({ theme }) => theme.color.primary};
`;

const STATUS_TONE = { scheduled: 'neutral', sending: 'warning', sent: 'success' } as const;
const RECIPIENT_TONE = { queued: 'neutral', sent: 'success', failed: 'danger' } as const;

/** Who it went to: the ministry or role by name, the other kinds by kind. */
function audienceLabel({ audience }: EmailBroadcastView, t: TFunction): string {
  if (audience.kind === 'ministry') return audience.ministry;
  if (audience.kind === 'role') return t(`roles.${audience.role}`);
  return t(`audiences.${audience.kind}`);
}

/** One broadcast: its progress while it sends, its counts, and each recipient's status. */
function BroadcastCard({ broadcast }: { broadcast: EmailBroadcastView }) {
  const { t } = useTranslation('email-broadcasts');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const { counts } = broadcast;
  const done = counts.sent + counts.failed;
  return (
    <Card>
      <Stack $gap="sm">
        <CardTitle>{broadcast.subject}</CardTitle>
        <p>
          <Badge $tone={STATUS_TONE[broadcast.status]}>{t(`statuses.${broadcast.status}`)}</Badge>{' '}
          {t('list.audience', { audience: audienceLabel(broadcast, t) })} ·{' '}
          {t(broadcast.status === 'scheduled' ? 'list.sendsAt' : 'list.sentAt', { when: format.dateTime(broadcast.sendAt) })}
        </p>
        {broadcast.status !== 'scheduled' && (
          <>
            <StyledProgress
              max={Math.max(counts.total, 1)}
              value={broadcast.status === 'sent' ? Math.max(counts.total, 1) : done}
              aria-label={t('list.progress')}
            />
            <p>{t('list.counts', { sent: counts.sent, failed: counts.failed, queued: counts.queued, total: counts.total })}</p>
          </>
        )}
        {counts.total > 0 && (
          <div>
            <Button size="sm" variant="secondary" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
              {open ? t('list.hideRecipients') : t('list.showRecipients')}
            </Button>
          </div>
        )}
        {open && <Recipients broadcast={broadcast} />}
      </Stack>
    </Card>
  );
}

function Recipients({ broadcast }: { broadcast: EmailBroadcastView }) {
  const { t } = useTranslation('email-broadcasts');
  const [status, setStatus] = useState<EmailRecipientStatus | ''>('');
  const [page, setPage] = useState(1);
  const recipients = useBroadcastRecipients(broadcast.id, status, page, broadcast.status === 'sending');
  return (
    <Stack $gap="sm">
      <SelectField
        label={t('recipients.filter')}
        value={status}
        options={[{ value: '', label: t('recipients.all') }, ...EMAIL_RECIPIENT_STATUSES.map((value) => ({ value, label: t(`recipientStatuses.${value}`) }))]}
        onChange={(e) => {
          setStatus(e.target.value as EmailRecipientStatus | '');
          setPage(1);
        }}
      />
      {recipients.isPending ? (
        <LoadingState label={t('loading')} />
      ) : recipients.isError ? (
        <ErrorState title={t('loadFailed')} onRetry={() => void recipients.refetch()} retrying={recipients.isFetching} />
      ) : recipients.data.items.length === 0 ? (
        <EmptyState title={t('recipients.empty')} />
      ) : (
        <>
          <DataTable<EmailBroadcastRecipientView>
            caption={t('recipients.caption', { subject: broadcast.subject })}
            captionHidden
            density="compact"
            rows={recipients.data.items}
            rowKey={(r) => r.memberId}
            columns={[
              { id: 'name', header: t('recipients.name'), cell: (r) => r.name },
              { id: 'email', header: t('recipients.email'), cell: (r) => r.email },
              {
                id: 'status',
                header: t('recipients.status'),
                cell: (r) => <Badge $tone={RECIPIENT_TONE[r.status]}>{t(`recipientStatuses.${r.status}`)}</Badge>,
              },
              { id: 'reason', header: t('recipients.reason'), cell: (r) => r.reason ?? '—' },
            ]}
          />
          <Pagination page={page} pageCount={Math.ceil(recipients.data.total / recipients.data.pageSize)} onPageChange={setPage} />
        </>
      )}
    </Stack>
  );
}

/** `/email-broadcasts`: write an email to an audience and follow each one sent. */
export default function EmailBroadcastsPage() {
  const { t } = useTranslation(['email-broadcasts', 'shell']);
  const broadcasts = useEmailBroadcasts();
  return (
    <Stack $gap="lg">
      <PageHeader>
        <div>
          <PageHeading>{t('shell:pages.email-broadcasts.title')}</PageHeading>
          <PageSubtitle>{t('subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      <ComposeEmailForm />
      <h2>{t('list.title')}</h2>
      {broadcasts.isPending ? (
        <LoadingState label={t('loading')} />
      ) : broadcasts.isError ? (
        <ErrorState title={t('loadFailed')} onRetry={() => void broadcasts.refetch()} retrying={broadcasts.isFetching} />
      ) : broadcasts.data.length === 0 ? (
        <EmptyState title={t('list.empty')} />
      ) : (
        broadcasts.data.map((broadcast) => <BroadcastCard key={broadcast.id} broadcast={broadcast} />)
      )}
    </Stack>
  );
}
