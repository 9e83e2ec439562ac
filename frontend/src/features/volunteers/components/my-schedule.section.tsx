import { VOLUNTEER_LIMITS, type VolunteerAssignmentView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Badge, Button, ConfirmDialog, EmptyState, ErrorState, InlineAlert, LoadingState, Stack, StackList, TextAreaField } from '../../../shared/ui';
import { useConfirmAssignment, useDeclineAssignment, useMySchedule } from '../api/my-volunteering.api';
import { StyledActions, StyledMuted, StyledRow, StyledSection, StyledSectionHeading, StyledTitle, StyledWhat } from './volunteer.styles';
import { STATUS_TONES, unavailableMessage } from './volunteer-words.util';

/** "My schedule": where I serve, with confirm and decline while the service is ahead. */
export function MyScheduleSection() {
  const { t } = useTranslation('volunteers');
  const format = useFormat();
  const schedule = useMySchedule();
  const confirm = useConfirmAssignment();
  const decline = useDeclineAssignment();
  const [declining, setDeclining] = useState<VolunteerAssignmentView | null>(null);
  const [reason, setReason] = useState('');
  const [now] = useState(() => new Date().toISOString());
  return (
    <StyledSection aria-labelledby="volunteers-schedule-heading">
      <StyledSectionHeading id="volunteers-schedule-heading">{t('mine.heading')}</StyledSectionHeading>
      {schedule.isPending ? (
        <LoadingState label={t('loading')} />
      ) : schedule.isError ? (
        <ErrorState title={t('loadFailed')} description={errorMessageOf(t, schedule.error)} onRetry={() => void schedule.refetch()} />
      ) : schedule.data.length === 0 ? (
        <EmptyState title={t('mine.empty')} description={t('mine.emptyHint')} />
      ) : (
        <StackList aria-labelledby="volunteers-schedule-heading">
          {schedule.data.map((assignment) => {
            const ahead = assignment.startsAt > now;
            return (
              <StyledRow key={assignment.id}>
                <StyledWhat>
                  <StyledTitle>{t('mine.what', { position: assignment.positionName, event: assignment.title })}</StyledTitle>
                  <StyledMuted>{format.dateTime(assignment.startsAt)}</StyledMuted>
                  {assignment.declineReason && <StyledMuted>{t('mine.yourReason', { reason: assignment.declineReason })}</StyledMuted>}
                </StyledWhat>
                <StyledActions>
                  <Badge $tone={STATUS_TONES[assignment.status]}>{t(`status.${assignment.status}`)}</Badge>
                  {ahead && assignment.status === 'pending' && (
                    <Button
                      size="sm"
                      disabled={confirm.isPending}
                      aria-label={t('mine.confirmLabel', {
                        position: assignment.positionName,
                        event: assignment.title,
                        when: format.dateTime(assignment.startsAt),
                      })}
                      onClick={() => confirm.mutate(assignment.id)}
                    >
                      {t('mine.confirm')}
                    </Button>
                  )}
                  {ahead && assignment.status !== 'declined' && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('mine.declineLabel', {
                        position: assignment.positionName,
                        event: assignment.title,
                        when: format.dateTime(assignment.startsAt),
                      })}
                      onClick={() => {
                        decline.reset();
                        setReason('');
                        setDeclining(assignment);
                      }}
                    >
                      {t('mine.decline')}
                    </Button>
                  )}
                </StyledActions>
              </StyledRow>
            );
          })}
        </StackList>
      )}
      {confirm.isError && <InlineAlert role="alert">{unavailableMessage(t, confirm.error)}</InlineAlert>}
      {declining && (
        <ConfirmDialog
          title={t('mine.declineTitle')}
          confirmLabel={t('mine.decline')}
          pending={decline.isPending}
          error={decline.isError ? unavailableMessage(t, decline.error) : null}
          onClose={() => setDeclining(null)}
          onConfirm={() => decline.mutate({ id: declining.id, reason }, { onSuccess: () => setDeclining(null) })}
        >
          <Stack $gap="md">
            <p>{t('mine.declineText', { position: declining.positionName, event: declining.title, when: format.dateTime(declining.startsAt) })}</p>
            <TextAreaField
              label={t('decline.reason')}
              hint={t('decline.reasonHint')}
              name="reason"
              rows={2}
              maxLength={VOLUNTEER_LIMITS.declineReason}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Stack>
        </ConfirmDialog>
      )}
    </StyledSection>
  );
}
