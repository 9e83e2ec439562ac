import { STAFF_SMS_CONSENT_SOURCES, type SmsConsentView } from '@koinonia/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { usePreferences } from '../../../shared/preferences';
import { Badge, Button, Card, CardTitle, ErrorState, LoadingState, SelectField, Switch, useToast, type BadgeTone } from '../../../shared/ui';
import { useRecordSmsConsent, useSmsConsent } from '../api/sms-consent.api';

const StyledNumbers = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  margin: 0 0 ${({ theme }) => theme.space.lg};

  dt {
    color: ${({ theme }) => theme.color.textSubtle};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const StyledWhen = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.md};
`;

const TONES: Record<SmsConsentView['state'], BadgeTone> = { 'opted-in': 'success', 'opted-out': 'danger', 'never-asked': 'neutral' };

/** One number with its consent: the state, then where and when it was recorded. */
function ConsentRow({ consent }: { consent: SmsConsentView }) {
  const { t } = useTranslation('messaging');
  const format = useFormat();
  return (
    <StyledNumbers>
      <dt>{t('consent.number')}</dt>
      <dd>
        <span dir="ltr">{consent.phone}</span>
        <Badge $tone={TONES[consent.state]}>{t(`consent.states.${consent.state}`)}</Badge>
        {consent.source && consent.changedAt && (
          <StyledWhen>{t('consent.recorded', { source: t(`consent.sources.${consent.source}`), date: format.dateTime(consent.changedAt) })}</StyledWhen>
        )}
      </dd>
    </StyledNumbers>
  );
}

/** Staff record what the person told them, and how: given or withdrawn, on paper, by word of mouth, on a web form. */
function StaffConsentForm({ memberId }: { memberId: string }) {
  const { t } = useTranslation('messaging');
  const toast = useToast();
  const record = useRecordSmsConsent(memberId);
  const [source, setSource] = useState<(typeof STAFF_SMS_CONSENT_SOURCES)[number]>('paper-form');
  const submit = (optedIn: boolean) =>
    record.mutate(
      { optedIn, source },
      {
        onSuccess: () => toast.show({ tone: 'success', message: t(optedIn ? 'consent.givenDone' : 'consent.withdrawnDone') }),
        onError: (error) => toast.show({ tone: 'error', message: errorMessageOf(t, error) }),
      },
    );
  return (
    <div role="group" aria-label={t('consent.formLabel')}>
      <SelectField
        label={t('consent.source')}
        value={source}
        onChange={(event) => setSource(event.target.value as typeof source)}
        options={STAFF_SMS_CONSENT_SOURCES.map((value) => ({ value, label: t(`consent.sources.${value}`) }))}
      />
      <StyledActions>
        <Button type="button" variant="primary" disabled={record.isPending} onClick={() => submit(true)}>
          {t('consent.give')}
        </Button>
        <Button type="button" variant="secondary" disabled={record.isPending} onClick={() => submit(false)}>
          {t('consent.withdraw')}
        </Button>
      </StyledActions>
    </div>
  );
}

/** The person's own choice is their "SMS notifications" preference: the server records it as their consent. */
function OwnConsentSwitch({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('messaging');
  const { preferences, update } = usePreferences();
  return (
    <Switch
      label={t('consent.own')}
      description={t('consent.ownHint')}
      checked={preferences.notifications.smsNotifications}
      onChange={(checked) => {
        update({ notifications: { smsNotifications: checked } });
        onChanged();
      }}
    />
  );
}

/** How long the card follows the server after the person's own change. */
const FOLLOW_FOR_MS = 10_000;

/**
 * A person's SMS consent on their profile. Staff with messaging.send see the number's state and record
 * consent given or withdrawn with its source; the person themself sees their state and opts in or out
 * with their preference. Anyone else is shown nothing (the app offers the card only to these).
 */
export default function MemberSmsConsentCard({ memberId, isSelf }: { memberId: string; isSelf: boolean }) {
  const { t } = useTranslation('messaging');
  const staff = useCan('messaging.send');
  const [followingSince, setFollowingSince] = useState<number | null>(null);
  const consent = useSmsConsent(memberId, isSelf && !staff, followingSince !== null);
  useEffect(() => {
    if (followingSince === null) return;
    const timer = setTimeout(() => setFollowingSince(null), FOLLOW_FOR_MS);
    return () => clearTimeout(timer);
  }, [followingSince]);

  return (
    <Card aria-labelledby="sms-consent-title">
      <CardTitle id="sms-consent-title">{t('consent.title')}</CardTitle>
      {consent.isPending ? (
        <LoadingState label={t('loading')} />
      ) : consent.isError ? (
        <ErrorState title={errorMessageOf(t, consent.error)} onRetry={() => void consent.refetch()} retrying={consent.isFetching} />
      ) : !consent.data.phone ? (
        <StyledNote>{t('consent.noNumber')}</StyledNote>
      ) : (
        <>
          <ConsentRow consent={consent.data} />
          {staff && <StaffConsentForm memberId={memberId} />}
          {isSelf && !staff && <OwnConsentSwitch onChanged={() => setFollowingSince(Date.now())} />}
        </>
      )}
    </Card>
  );
}
