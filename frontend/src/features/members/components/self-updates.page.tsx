import { DeclineSelfUpdateDto, type MemberFieldChange, type MemberSelfUpdateView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import {
  Badge,
  Button,
  Card,
  DataTable,
  Dialog,
  EmptyState,
  ErrorState,
  Form,
  LoadingState,
  PageHeader,
  PageHeading,
  PageSubtitle,
  SubmitButton,
  TextAreaField,
  useToast,
  type BadgeTone,
} from '../../../shared/ui';
import { useDecideSelfUpdate } from '../api/decide-self-update.mutation';
import { useSelfUpdates } from '../api/get-self-updates.query';
import { useFormatPhone } from './use-format-phone.hook';

const StyledChanges = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  overflow-wrap: anywhere;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
`;

const TONES: Record<MemberSelfUpdateView['status'], BadgeTone> = {
  applied: 'success',
  approved: 'success',
  pending: 'warning',
  declined: 'danger',
  withdrawn: 'neutral',
};

function Changes({ update }: { update: MemberSelfUpdateView }) {
  const { t } = useTranslation(['members', 'self-updates']);
  const formatPhone = useFormatPhone();
  const shown = (change: MemberFieldChange, value: string) => (!value ? t('history.emptyValue') : change.field === 'phone' ? formatPhone(value) : value);
  return (
    <StyledChanges>
      {update.changes.map((change) => (
        <li key={change.field}>
          {t('history.change', { field: t(`fields.${change.field}`), from: shown(change, change.from), to: shown(change, change.to) })}
        </li>
      ))}
      {update.photoChanged && <li>{t('history.summary.photoChanged')}</li>}
      {update.reason && <li>{t('self-updates:selfUpdates.reason', { reason: update.reason })}</li>}
    </StyledChanges>
  );
}

function DeclineDialog({ update, onClose }: { update: MemberSelfUpdateView; onClose: () => void }) {
  const { t } = useTranslation(['members', 'self-updates']);
  const toast = useToast();
  const decide = useDecideSelfUpdate();
  const [reason, setReason] = useState('');
  const form = useFormErrors(t, ['reason'] as const);
  const submit = () => {
    const result = validateDto(DeclineSelfUpdateDto, { reason });
    if (!form.acceptClientCheck(result) || !result.valid) return;
    decide.mutate(
      { id: update.id, decision: 'decline', reason: result.value.reason },
      {
        onSuccess: () => {
          toast.show({ tone: 'success', message: t('self-updates:selfUpdates.declined', { name: update.memberName }) });
          onClose();
        },
        onError: form.showServerError,
      },
    );
  };
  return (
    <Dialog open title={t('self-updates:selfUpdates.declineTitle', { name: update.memberName })} onClose={onClose}>
      <Form
        form={form}
        onSubmit={submit}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('self-updates:selfUpdate.cancel')}
            </Button>
            <SubmitButton pending={decide.isPending} pendingLabel={t('self-updates:selfUpdate.saving')}>
              {t('self-updates:selfUpdates.decline')}
            </SubmitButton>
          </>
        }
      >
        <TextAreaField
          label={t('self-updates:selfUpdates.reasonLabel')}
          name="reason"
          hint={t('self-updates:selfUpdates.reasonHint')}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            form.clearField('reason');
          }}
          error={form.errors.reason}
        />
      </Form>
    </Dialog>
  );
}

/** `/members/self-updates`: members' recent changes to their own records; those waiting for approval first. */
export default function SelfUpdatesPage() {
  const { t } = useTranslation(['members', 'self-updates']);
  const format = useFormat();
  const toast = useToast();
  const canDecide = useCan('members.write');
  const updates = useSelfUpdates();
  const approve = useDecideSelfUpdate();
  const [declining, setDeclining] = useState<MemberSelfUpdateView | null>(null);
  useDocumentTitle(t('shell:pages.member-self-updates.title'));

  const body = () => {
    if (updates.isPending) return <LoadingState label={t('self-updates:selfUpdates.loading')} />;
    if (updates.isError) {
      return (
        <ErrorState
          title={t('self-updates:selfUpdates.loadFailed')}
          description={errorMessageOf(t, updates.error)}
          onRetry={() => void updates.refetch()}
          retrying={updates.isFetching}
        />
      );
    }
    if (updates.data.length === 0) return <EmptyState title={t('self-updates:selfUpdates.empty')} />;
    return (
      <DataTable
        caption={t('shell:pages.member-self-updates.title')}
        captionHidden
        density="compact"
        rows={updates.data}
        rowKey={(row) => row.id}
        columns={[
          {
            id: 'member',
            header: t('self-updates:selfUpdates.member'),
            rowHeader: true,
            cell: (row) => <Link to={paths.member(row.memberId)}>{row.memberName}</Link>,
          },
          { id: 'changes', header: t('self-updates:selfUpdates.changes'), cell: (row) => <Changes update={row} /> },
          {
            id: 'status',
            header: t('self-updates:selfUpdates.status'),
            cell: (row) => <Badge $tone={TONES[row.status]}>{t(`self-updates:selfUpdates.statuses.${row.status}`)}</Badge>,
          },
          {
            id: 'when',
            header: t('self-updates:selfUpdates.when'),
            hideBelow: 'md',
            cell: (row) => <time dateTime={row.requestedAt}>{format.dateTime(row.requestedAt)}</time>,
          },
        ]}
        actions={
          canDecide
            ? {
                header: t('self-updates:selfUpdates.actions'),
                cell: (row) =>
                  row.status === 'pending' && (
                    <StyledActions>
                      <Button
                        size="sm"
                        disabled={approve.isPending}
                        aria-label={t('self-updates:selfUpdates.approveFor', { name: row.memberName })}
                        onClick={() =>
                          approve.mutate(
                            { id: row.id, decision: 'approve' },
                            { onSuccess: () => toast.show({ tone: 'success', message: t('self-updates:selfUpdates.approved', { name: row.memberName }) }) },
                          )
                        }
                      >
                        {t('self-updates:selfUpdates.approve')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('self-updates:selfUpdates.declineFor', { name: row.memberName })}
                        onClick={() => setDeclining(row)}
                      >
                        {t('self-updates:selfUpdates.decline')}
                      </Button>
                    </StyledActions>
                  ),
              }
            : undefined
        }
      />
    );
  };

  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>{t('shell:pages.member-self-updates.title')}</PageHeading>
          <PageSubtitle>{t('self-updates:selfUpdates.subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      <Card>{body()}</Card>
      {declining && <DeclineDialog update={declining} onClose={() => setDeclining(null)} />}
    </>
  );
}
