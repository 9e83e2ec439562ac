import { CARE_STATUSES, type CareRequestView, type CareStatus } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { useFormat } from '../../../shared/i18n';
import { Badge, Button, Card, CardTitle, DataTable, EmptyState, ErrorState, InlineAlert, LoadingState, PageActions, Stack } from '../../../shared/ui';
import { useCareCommunications } from '../api/get-care-communications.query';
import { useCareRequests } from '../api/get-care-requests.query';
import { useUpdateCareRequest } from '../api/update-care-request.mutation';
import { AddCommunicationDialog } from './add-communication.dialog';
import { NewCareRequestDialog } from './new-care-request.dialog';
import { PastoralNotesDialog, type NotesTarget } from './pastoral-notes.dialog';
import { StyledCareEntry, StyledCareList, StyledCareMeta, URGENCY_TONE } from './care-list.styles';

const StyledSelect = styled.select`
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
`;

function StatusCell({ request }: { request: CareRequestView }) {
  const { t } = useTranslation('care');
  const update = useUpdateCareRequest();
  const canWrite = useCan('care.write');
  if (!canWrite) return <>{t(`care.statuses.${request.status}`)}</>;
  return (
    <StyledSelect
      aria-label={t('care.table.statusFor', { name: request.memberName })}
      value={request.status}
      disabled={update.isPending}
      onChange={(event) => update.mutate({ id: request.id, revision: request.revision, changes: { status: event.target.value as CareStatus } })}
    >
      {CARE_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`care.statuses.${status}`)}
        </option>
      ))}
    </StyledSelect>
  );
}

function CareRequestsCard({ memberId, onNotes }: { memberId?: string; onNotes: (target: NotesTarget) => void }) {
  const { t } = useTranslation('care');
  const format = useFormat();
  const requests = useCareRequests(memberId);
  const readsNotes = useCan('pastoral-notes.read');
  return (
    <Card aria-labelledby="care-requests-title">
      <CardTitle id="care-requests-title">{t('care.table.title')}</CardTitle>
      {requests.isPending ? (
        <LoadingState label={t('care.table.loading')} />
      ) : requests.isError ? (
        <ErrorState title={t('care.table.failed')} onRetry={() => void requests.refetch()} retrying={requests.isFetching} />
      ) : requests.data.items.length === 0 ? (
        <EmptyState title={t('care.table.empty')} />
      ) : (
        <DataTable
          labelledBy="care-requests-title"
          rows={requests.data.items}
          rowKey={(row) => row.id}
          columns={[
            { id: 'person', header: t('care.table.person'), rowHeader: true, cell: (row) => row.memberName || t('care.table.unknownPerson') },
            { id: 'type', header: t('care.table.type'), cell: (row) => t(`care.types.${row.type}`) },
            {
              id: 'urgency',
              header: t('care.table.urgency'),
              cell: (row) => <Badge $tone={URGENCY_TONE[row.urgency]}>{t(`care.urgencies.${row.urgency}`)}</Badge>,
            },
            { id: 'status', header: t('care.table.status'), cell: (row) => <StatusCell request={row} /> },
            { id: 'assignee', header: t('care.table.assignee'), cell: (row) => row.assigneeName ?? t('care.fields.unassigned') },
            {
              id: 'followUp',
              header: t('care.table.followUp'),
              cell: (row) =>
                row.followUpOn ? (
                  <>
                    {format.date(`${row.followUpOn}T12:00:00Z`)} {row.overdue && <Badge $tone="danger">{t('care.table.overdue')}</Badge>}
                  </>
                ) : (
                  '—'
                ),
            },
          ]}
          actions={
            readsNotes
              ? {
                  header: t('care.table.actions'),
                  cell: (row) => (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => onNotes({ memberId: row.memberId, memberName: row.memberName, careRequestId: row.id })}
                      aria-label={t('care.table.notesFor', { name: row.memberName })}
                    >
                      {t('care.table.notes')}
                    </Button>
                  ),
                }
              : undefined
          }
        />
      )}
    </Card>
  );
}

function CommunicationsCard({ memberId }: { memberId?: string }) {
  const { t } = useTranslation('care');
  const format = useFormat();
  const log = useCareCommunications(memberId);
  return (
    <Card aria-labelledby="care-log-title">
      <CardTitle id="care-log-title">{t('care.log.listTitle')}</CardTitle>
      {log.isPending ? (
        <LoadingState label={t('care.log.loading')} />
      ) : log.isError ? (
        <ErrorState title={t('care.log.failed')} onRetry={() => void log.refetch()} retrying={log.isFetching} />
      ) : log.data.items.length === 0 ? (
        <EmptyState title={t('care.log.empty')} />
      ) : (
        <StyledCareList $gap="sm" aria-labelledby="care-log-title">
          {log.data.items.map((entry) => (
            <StyledCareEntry key={entry.id}>
              <span>
                <Badge>{t(`care.kinds.${entry.kind}`)}</Badge> {entry.memberName}
              </span>
              <span>{entry.summary}</span>
              <StyledCareMeta>{t('care.log.byline', { name: entry.byName, date: format.dateTime(entry.occurredAt) })}</StyledCareMeta>
            </StyledCareEntry>
          ))}
        </StyledCareList>
      )}
    </Card>
  );
}

/**
 * The Pastoral Care tab of `/congregation-care` (and, with `memberId`, a person's care on their
 * profile): care requests with their status, overdue ones first; the communications log; notes for
 * pastors; and the New Request and Add Communication forms for those who may write care.
 * Shown to holders of `care.read`; it says so to anyone else rather than failing.
 */
export function PastoralCareTab({ memberId }: { memberId?: string }) {
  const { t } = useTranslation('care');
  const readsCare = useCan('care.read');
  const writesCare = useCan('care.write');
  const readsNotes = useCan('pastoral-notes.read');
  const [dialog, setDialog] = useState<'request' | 'communication' | null>(null);
  const [notes, setNotes] = useState<NotesTarget | null>(null);
  if (!readsCare) return <InlineAlert>{t('care.notAllowed')}</InlineAlert>;
  return (
    <Stack $gap="xl">
      {writesCare && (
        <PageActions>
          <Button onClick={() => setDialog('request')}>{t('care.actions.newRequest')}</Button>
          <Button variant="secondary" onClick={() => setDialog('communication')}>
            {t('care.actions.addCommunication')}
          </Button>
        </PageActions>
      )}
      <CareRequestsCard memberId={memberId} onNotes={setNotes} />
      {readsNotes && memberId && (
        <Button variant="secondary" onClick={() => setNotes({ memberId, memberName: '' })}>
          {t('care.actions.personNotes')}
        </Button>
      )}
      <CommunicationsCard memberId={memberId} />
      <NewCareRequestDialog open={dialog === 'request'} onClose={() => setDialog(null)} memberId={memberId} />
      <AddCommunicationDialog open={dialog === 'communication'} onClose={() => setDialog(null)} memberId={memberId} />
      <PastoralNotesDialog target={notes} onClose={() => setNotes(null)} />
    </Stack>
  );
}
