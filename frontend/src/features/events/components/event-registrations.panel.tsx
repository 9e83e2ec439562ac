import type { EventRegistrationView, MyRegistrationView } from '@koinonia/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { useFormat } from '../../../shared/i18n';
import { Badge, Button, Card, CardTitle, EmptyState, ErrorState, LoadingState, Stack, Switch } from '../../../shared/ui';
import { useCancelRegistration, useCheckIn, useEventRoster, useMyEventRegistrations, useRegister } from '../api/registrations.api';

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  > strong {
    margin-inline-end: auto;
  }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    padding-block: ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const StyledCapacity = styled.progress`
  inline-size: 100%;
  block-size: ${({ theme }) => theme.space.sm};
  accent-color: ${({ theme }) => theme.color.primary};
`;

export interface EventRegistrationsPanelProps {
  eventId: string;
  /** The occurrence's date for a recurring event; absent for a one-off event (or the next occurrence). */
  occurrence?: string;
}

/**
 * Registration for an event: a member registers, sees their place or wait-list position and may
 * cancel; those who run events also see the roster with statuses, check people in and see how full it is.
 */
export function EventRegistrationsPanel({ eventId, occurrence }: EventRegistrationsPanelProps) {
  const { t } = useTranslation('eventRegistrations');
  const titleId = useId();
  const canRegister = useCan('events.register');
  const canReadRoster = useCan('events.registrations.read');
  return (
    <Card aria-labelledby={titleId}>
      <Stack $gap="md">
        <CardTitle id={titleId}>{t('title')}</CardTitle>
        {canRegister && <MyRegistration eventId={eventId} occurrence={occurrence} />}
        {canReadRoster && <Roster eventId={eventId} occurrence={occurrence} />}
      </Stack>
    </Card>
  );
}

function statusBadge(t: (key: string, options?: Record<string, unknown>) => string, registration: Pick<MyRegistrationView, 'status' | 'waitlistPlace'>) {
  if (registration.status === 'registered') return <Badge $tone="success">{t('status.registered')}</Badge>;
  if (registration.status === 'waitlisted') return <Badge $tone="warning">{t('status.waitlisted', { place: registration.waitlistPlace ?? '' })}</Badge>;
  return <Badge $tone="neutral">{t('status.cancelled')}</Badge>;
}

function MyRegistration({ eventId, occurrence }: EventRegistrationsPanelProps) {
  const { t } = useTranslation('eventRegistrations');
  const mine = useMyEventRegistrations(eventId);
  const register = useRegister();
  const cancel = useCancelRegistration();
  if (mine.isPending) return <LoadingState label={t('loading')} />;
  if (mine.isError) return <ErrorState title={t('loadFailed')} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />;
  const own = mine.data.find((r) => (occurrence ? r.occurrence === occurrence : true)) ?? null;
  if (!own)
    return (
      <StyledRow>
        <StyledMuted>{t('mine.none')}</StyledMuted>
        <Button size="sm" disabled={register.isPending} onClick={() => register.mutate({ eventId, occurrence })}>
          {register.isPending ? t('mine.registering') : t('mine.register')}
        </Button>
      </StyledRow>
    );
  return (
    <StyledRow>
      <strong>{own.status === 'waitlisted' ? t('mine.waiting', { place: own.waitlistPlace ?? '' }) : t('mine.registered')}</strong>
      {statusBadge(t, own)}
      <Button
        size="sm"
        variant="secondary"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate({ eventId, occurrence: own.occurrence, registrationId: own.id })}
      >
        {t('mine.cancel')}
      </Button>
    </StyledRow>
  );
}

function Roster({ eventId, occurrence }: EventRegistrationsPanelProps) {
  const { t } = useTranslation('eventRegistrations');
  const format = useFormat();
  const canManage = useCan('events.write');
  const roster = useEventRoster(eventId, occurrence);
  const checkIn = useCheckIn();
  const capacityId = useId();
  if (roster.isPending) return <LoadingState label={t('loading')} />;
  if (roster.isError) return <ErrorState title={t('loadFailed')} onRetry={() => void roster.refetch()} retrying={roster.isFetching} />;
  const data = roster.data;
  const row = (registration: EventRegistrationView) => (
    <li key={registration.id}>
      <StyledRow>
        <strong>{registration.name}</strong>
        {registration.party > 1 && <StyledMuted>{t('roster.party', { party: format.number(registration.party) })}</StyledMuted>}
        {statusBadge(t, registration)}
        {canManage && registration.status !== 'cancelled' && (
          <Switch
            label={t('roster.checkIn', { name: registration.name })}
            checked={registration.checkedIn}
            // Attendance once recorded stays recorded: a check-in is not undone here.
            disabled={registration.checkedIn || checkIn.isPending}
            onChange={() => checkIn.mutate({ eventId, memberId: registration.memberId, occurrence: data.occurrence })}
          />
        )}
        {!canManage && registration.checkedIn && <Badge $tone="success">{t('roster.checkedIn')}</Badge>}
      </StyledRow>
    </li>
  );
  return (
    <Stack $gap="sm">
      {data.capacity !== null ? (
        <>
          <StyledMuted id={capacityId}>
            {t('roster.capacity', { taken: format.number(data.taken), capacity: format.number(data.capacity), waiting: format.number(data.waiting) })}
          </StyledMuted>
          <StyledCapacity aria-labelledby={capacityId} max={data.capacity} value={Math.min(data.taken, data.capacity)} />
        </>
      ) : (
        <StyledMuted>{t('roster.noLimit', { taken: format.number(data.taken) })}</StyledMuted>
      )}
      {data.registrations.length === 0 && data.walkIns.length === 0 ? (
        <EmptyState title={t('roster.empty.title')} description={t('roster.empty.hint')} />
      ) : (
        <StyledList aria-label={t('roster.list')}>
          {data.registrations.map(row)}
          {data.walkIns.map((walkIn) => (
            <li key={walkIn.memberId}>
              <StyledRow>
                <strong>{walkIn.name}</strong>
                <Badge $tone="neutral">{t('roster.walkIn')}</Badge>
              </StyledRow>
            </li>
          ))}
        </StyledList>
      )}
    </Stack>
  );
}
