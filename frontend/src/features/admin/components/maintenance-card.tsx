import { MAINTENANCE_MESSAGE_MAX, VALIDATION_MESSAGES, type MaintenanceView } from '@koinonia/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '../../../shared/api';
import { errorMessageOf, useFormat, validationMessage } from '../../../shared/i18n';
import { Badge, Button, CardTitle, Dialog, ErrorState, LoadingState, TextAreaField, useToast } from '../../../shared/ui';
import { useChangeMaintenanceMode } from '../api/change-maintenance-mode.mutation';
import { useMaintenance } from '../api/get-maintenance.query';
import { StyledActions, StyledCard, StyledCardHeader, StyledMuted } from './dashboard.styles';

const StyledDialogText = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledDialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

function LastChange({ view }: { view: MaintenanceView }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const change = view.lastChange;
  if (!change) return <StyledMuted>{t('maintenance.neverUsed')}</StyledMuted>;
  const date = format.dateTime(change.at);
  if (!change.by) return <StyledMuted>{t('maintenance.lastChangeSystem', { date })}</StyledMuted>;
  return <StyledMuted>{t(view.enabled ? 'maintenance.lastChangeOn' : 'maintenance.lastChangeOff', { name: change.by.displayName, date })}</StyledMuted>;
}

function MaintenanceControls({ view }: { view: MaintenanceView }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const change = useChangeMaintenanceMode();
  const [message, setMessage] = useState(view.message ?? '');
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // When the server's message changes (another admin, or this save), show that one.
  useEffect(() => setMessage(view.message ?? ''), [view.message]);

  const tooLong = message.trim().length > MAINTENANCE_MESSAGE_MAX;
  const serverError = change.error instanceof ApiError ? change.error.fieldMessage('message') : undefined;
  const fieldError = tooLong ? validationMessage(t, VALIDATION_MESSAGES.tooLong) : serverError && validationMessage(t, serverError);

  const save = (enabled: boolean, success: string) => {
    if (tooLong) return;
    change.mutate(
      { enabled, message: enabled ? message.trim() : undefined },
      {
        onSuccess: () => toast.show({ tone: 'success', message: t(success) }),
        onError: (error) => {
          if (!(error instanceof ApiError && error.fields.length > 0)) toast.show({ tone: 'error', message: errorMessageOf(t, error) });
        },
        onSettled: () => setConfirming(false),
      },
    );
  };

  return (
    <>
      <TextAreaField
        label={t('maintenance.messageLabel')}
        hint={t('maintenance.messageHint')}
        value={message}
        maxLength={MAINTENANCE_MESSAGE_MAX + 100}
        onChange={(event) => setMessage(event.target.value)}
        error={fieldError}
      />
      <StyledActions>
        {view.enabled ? (
          <>
            <Button onClick={() => save(false, 'maintenance.turnedOffToast')} disabled={change.isPending}>
              {change.isPending ? t('maintenance.working') : t('maintenance.turnOff')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => save(true, 'maintenance.messageSaved')}
              disabled={change.isPending || message.trim() === (view.message ?? '')}
            >
              {t('maintenance.updateMessage')}
            </Button>
          </>
        ) : (
          <Button variant="danger" onClick={() => setConfirming(true)} disabled={change.isPending || tooLong}>
            {t('maintenance.turnOn')}
          </Button>
        )}
      </StyledActions>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t('maintenance.confirmTitle')} width="30rem" initialFocus={cancelRef}>
        <StyledDialogText>{t('maintenance.confirmText')}</StyledDialogText>
        <StyledDialogFooter>
          <Button ref={cancelRef} variant="secondary" onClick={() => setConfirming(false)}>
            {t('common:actions.cancel')}
          </Button>
          <Button variant="danger" onClick={() => save(true, 'maintenance.turnedOnToast')} disabled={change.isPending}>
            {change.isPending ? t('maintenance.working') : t('maintenance.confirm')}
          </Button>
        </StyledDialogFooter>
      </Dialog>
    </>
  );
}

/** Maintenance mode: whether it is on, who changed it last, and the switch with its message. */
export function MaintenanceCard() {
  const { t } = useTranslation('admin');
  const maintenance = useMaintenance();
  const view = maintenance.data;
  return (
    <StyledCard aria-labelledby="admin-maintenance-title">
      <StyledCardHeader>
        <CardTitle id="admin-maintenance-title">{t('maintenance.title')}</CardTitle>
        {view && <Badge $tone={view.enabled ? 'warning' : 'neutral'}>{t(view.enabled ? 'maintenance.on' : 'maintenance.off')}</Badge>}
      </StyledCardHeader>
      <StyledMuted>{t('maintenance.explain')}</StyledMuted>
      {view ? (
        <>
          <LastChange view={view} />
          <MaintenanceControls view={view} />
        </>
      ) : maintenance.isPending ? (
        <LoadingState />
      ) : (
        <ErrorState
          title={t('dashboard.loadFailed')}
          description={errorMessageOf(t, maintenance.error)}
          onRetry={() => void maintenance.refetch()}
          retrying={maintenance.isFetching}
        />
      )}
    </StyledCard>
  );
}
