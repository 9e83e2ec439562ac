import { ChangePasswordDto, ReauthenticateDto, type SessionView } from '@koinonia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { routeById, useRouteLabel } from '../../../shared/routing';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  ConfirmDialog,
  Dialog,
  EmptyState,
  ErrorState,
  InlineAlert,
  LoadingState,
  PageHeader,
  PageHeading,
  PageSubtitle,
  Stack,
  TextField,
  useToast,
} from '../../../shared/ui';
import { useChangePassword } from '../api/change-password.mutation';
import { useDisableTwoFactor } from '../api/disable-two-factor.mutation';
import { useEndOtherSessions } from '../api/end-other-sessions.mutation';
import { useEndSession } from '../api/end-session.mutation';
import { currentUserQueryKey, useCurrentUser } from '../api/get-current-user.query';
import { useSessions } from '../api/get-sessions.query';
import { useTwoFactorStatus } from '../api/get-two-factor-status.query';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes.mutation';
import { PasswordField } from './password-field';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorEnrolment } from './two-factor-enrolment';

const StyledSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 48rem;
`;

const StyledSectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
  }
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledFormActions = styled(StyledActions)`
  justify-content: flex-end;
`;

const StyledSessionList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const StyledDevice = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSubtle};
`;

/** `/account/security`: my password, two-step verification and where I am signed in. */
export default function AccountSecurityPage() {
  const { t } = useTranslation(['auth', 'common']);
  // The page's one name, as menus, breadcrumbs and the palette call it.
  const title = useRouteLabel().title(routeById('account-security'));
  useDocumentTitle(title);
  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>{title}</PageHeading>
          <PageSubtitle>{t('security.subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      <StyledSections>
        <ChangePasswordSection />
        <TwoFactorSection />
        <SessionsSection />
      </StyledSections>
    </>
  );
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '' };

function ChangePasswordSection() {
  const { t } = useTranslation(['auth', 'common']);
  const toast = useToast();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY_PASSWORDS);
  const form = useFormErrors(t, ['currentPassword', 'newPassword'] as const);

  const set = (field: keyof typeof EMPTY_PASSWORDS, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateDto(ChangePasswordDto, values);
    if (!form.acceptClientCheck(result)) return;
    change.mutate(result.value, {
      onSuccess: () => {
        setValues(EMPTY_PASSWORDS);
        toast.show({ tone: 'success', message: t('password.changed') });
      },
      onError: form.showServerError,
    });
  };

  return (
    <Card aria-labelledby="password-heading">
      <CardTitle id="password-heading">{t('password.heading')}</CardTitle>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack>
          <StyledText>{t('password.explain')}</StyledText>
          <PasswordField
            label={t('password.current')}
            name="currentPassword"
            autoComplete="current-password"
            aria-required="true"
            value={values.currentPassword}
            onChange={(event) => set('currentPassword', event.target.value)}
            error={form.errors.currentPassword}
          />
          <PasswordField
            label={t('password.new')}
            hint={t('password.rule')}
            name="newPassword"
            autoComplete="new-password"
            aria-required="true"
            revealable
            value={values.newPassword}
            onChange={(event) => set('newPassword', event.target.value)}
            error={form.errors.newPassword}
          />
          {form.formError && <InlineAlert role="alert">{form.formError}</InlineAlert>}
          <StyledFormActions>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? t('password.changing') : t('password.change')}
            </Button>
          </StyledFormActions>
        </Stack>
      </form>
    </Card>
  );
}

function TwoFactorSection() {
  const { t } = useTranslation(['auth', 'common']);
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const [dialog, setDialog] = useState<'enrol' | 'disable' | 'regenerate' | null>(null);

  const finishEnrolment = () => {
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  };

  let body;
  if (status.isPending) body = <LoadingState label={t('twoFactor.loading')} />;
  else if (status.isError)
    body = (
      <ErrorState
        title={t('twoFactor.loadFailed')}
        description={errorMessageOf(t, status.error)}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  else if (status.data.enabled) {
    body = (
      <Stack>
        <StyledText>{t('twoFactor.onExplain', { count: status.data.recoveryCodesRemaining })}</StyledText>
        {status.data.recoveryCodesRemaining <= 2 && (
          <InlineAlert role="status" $tone="warning">
            {t('twoFactor.fewCodesLeft')}
          </InlineAlert>
        )}
        <StyledActions>
          <Button variant="secondary" onClick={() => setDialog('regenerate')}>
            {t('twoFactor.regenerate')}
          </Button>
          <Button variant="danger" onClick={() => setDialog('disable')}>
            {t('twoFactor.disable')}
          </Button>
        </StyledActions>
      </Stack>
    );
  } else {
    body = (
      <Stack>
        <StyledText>{t('twoFactor.offExplain')}</StyledText>
        {status.data.required && (
          <InlineAlert role="status" $tone="warning">
            {t('twoFactor.requiredNotice')}
          </InlineAlert>
        )}
        <StyledActions>
          <Button onClick={() => setDialog('enrol')}>{t('twoFactor.enable')}</Button>
        </StyledActions>
      </Stack>
    );
  }

  return (
    <Card aria-labelledby="two-factor-heading">
      <StyledSectionHead>
        <CardTitle id="two-factor-heading">{t('twoFactor.heading')}</CardTitle>
        {status.data && <Badge $tone={status.data.enabled ? 'success' : 'neutral'}>{status.data.enabled ? t('twoFactor.on') : t('twoFactor.off')}</Badge>}
      </StyledSectionHead>
      {body}
      <Dialog open={dialog === 'enrol'} title={t('enrol.title')} description={t('enrol.description')} onClose={finishEnrolment} width="40rem">
        <TwoFactorEnrolment email={user?.email ?? ''} onDone={finishEnrolment} onCancel={() => setDialog(null)} />
      </Dialog>
      {dialog === 'disable' && <ReauthenticateDialog purpose="disable" onClose={() => setDialog(null)} />}
      {dialog === 'regenerate' && <ReauthenticateDialog purpose="regenerate" onClose={() => setDialog(null)} />}
    </Card>
  );
}

/** Turning two-step verification off, or new recovery codes: the password (or a current code) again first. */
function ReauthenticateDialog({ purpose, onClose }: { purpose: 'disable' | 'regenerate'; onClose: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const toast = useToast();
  const { user } = useCurrentUser();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [method, setMethod] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useFormErrors(t, ['password', 'code'] as const);
  const pending = disable.isPending || regenerate.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateDto(ReauthenticateDto, method === 'password' ? { password: value } : { code: value });
    if (!form.acceptClientCheck(result)) return;
    if (purpose === 'disable') {
      disable.mutate(result.value, {
        onSuccess: () => {
          toast.show({ tone: 'success', message: t('twoFactor.disabled') });
          onClose();
        },
        onError: form.showServerError,
      });
    } else {
      regenerate.mutate(result.value, { onSuccess: (view) => setCodes(view.recoveryCodes), onError: form.showServerError });
    }
  };

  const title = purpose === 'disable' ? t('twoFactor.disableTitle') : t('twoFactor.regenerateTitle');
  return (
    <Dialog open title={title} description={codes ? undefined : t('twoFactor.reauthExplain')} onClose={onClose} width="32rem">
      {codes ? (
        <Stack>
          <RecoveryCodes codes={codes} email={user?.email ?? ''} />
          <StyledFormActions>
            <Button onClick={onClose}>{t('enrol.done')}</Button>
          </StyledFormActions>
        </Stack>
      ) : (
        <form ref={form.formRef} onSubmit={submit} noValidate>
          <Stack>
            {method === 'password' ? (
              <PasswordField
                key="password"
                label={t('password.current')}
                name="password"
                autoComplete="current-password"
                value={value}
                onChange={(event) => {
                  setValue(event.target.value);
                  form.clearField('password');
                }}
                error={form.errors.password}
              />
            ) : (
              <TextField
                key="code"
                label={t('twoFactorStep.code')}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                value={value}
                onChange={(event) => {
                  setValue(event.target.value);
                  form.clearField('code');
                }}
                error={form.errors.code}
              />
            )}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setMethod((current) => (current === 'password' ? 'code' : 'password'));
                setValue('');
                form.reset();
              }}
            >
              {method === 'password' ? t('twoFactor.useCodeInstead') : t('twoFactor.usePasswordInstead')}
            </Button>
            {form.formError && <InlineAlert role="alert">{form.formError}</InlineAlert>}
            <StyledFormActions>
              <Button variant="secondary" onClick={onClose}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" variant={purpose === 'disable' ? 'danger' : 'primary'} disabled={pending}>
                {pending ? t('twoFactor.working') : purpose === 'disable' ? t('twoFactor.disableConfirm') : t('twoFactor.regenerateConfirm')}
              </Button>
            </StyledFormActions>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}

/** A readable name for a browser from its user agent: enough to tell one's own devices apart. */
export function describeUserAgent(userAgent: string, unknown: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /iPhone|iPad/.test(userAgent)
        ? 'iOS'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? (userAgent.slice(0, 60) || unknown);
}

function SessionsSection() {
  const { t } = useTranslation(['auth', 'common']);
  const format = useFormat();
  const toast = useToast();
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const endOne = useEndSession();
  const [confirming, setConfirming] = useState<'others' | SessionView | null>(null);
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  const confirm = () => {
    if (confirming === 'others') {
      endOthers.mutate(undefined, {
        onSuccess: (result) => {
          toast.show({ tone: 'success', message: t('sessions.endedOthers', { count: result.ended }) });
          setConfirming(null);
        },
      });
    } else if (confirming) {
      endOne.mutate(confirming.id, {
        onSuccess: () => {
          toast.show({ tone: 'success', message: t('sessions.endedOne') });
          setConfirming(null);
        },
      });
    }
  };
  const failure = confirming === 'others' ? endOthers.error : endOne.error;

  let body;
  if (sessions.isPending) body = <LoadingState label={t('sessions.loading')} />;
  else if (sessions.isError)
    body = (
      <ErrorState
        title={t('sessions.loadFailed')}
        description={errorMessageOf(t, sessions.error)}
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  else if (sessions.data.length === 0) body = <EmptyState title={t('sessions.empty')} />;
  else {
    body = (
      <StyledSessionList aria-label={t('sessions.listLabel')}>
        {sessions.data.map((session) => (
          <li key={session.id}>
            <div>
              <StyledDevice>
                {describeUserAgent(session.userAgent, t('sessions.unknownDevice'))}{' '}
                {session.current && <Badge $tone="primary">{t('sessions.thisDevice')}</Badge>}
              </StyledDevice>
              <StyledMeta>{t('sessions.meta', { ip: session.ip || t('sessions.unknownAddress'), started: format.dateTime(session.startedAt) })}</StyledMeta>
            </div>
            {!session.current && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setConfirming(session)}
                aria-label={t('sessions.endLabel', { device: describeUserAgent(session.userAgent, t('sessions.unknownDevice')) })}
              >
                {t('sessions.end')}
              </Button>
            )}
          </li>
        ))}
      </StyledSessionList>
    );
  }

  return (
    <Card aria-labelledby="sessions-heading">
      <StyledSectionHead>
        <CardTitle id="sessions-heading">{t('sessions.heading')}</CardTitle>
        {others.length > 0 && (
          <Button variant="secondary" size="sm" onClick={() => setConfirming('others')}>
            {t('sessions.endOthers')}
          </Button>
        )}
      </StyledSectionHead>
      {body}
      {confirming && (
        <ConfirmDialog
          title={confirming === 'others' ? t('sessions.endOthersTitle') : t('sessions.endOneTitle')}
          confirmLabel={confirming === 'others' ? t('sessions.endOthersConfirm') : t('sessions.end')}
          pendingLabel={t('sessions.ending')}
          pending={endOthers.isPending || endOne.isPending}
          error={failure ? errorMessageOf(t, failure) : null}
          onConfirm={confirm}
          onClose={() => setConfirming(null)}
        >
          <p>{confirming === 'others' ? t('sessions.endOthersText', { count: others.length }) : t('sessions.endOneText')}</p>
        </ConfirmDialog>
      )}
    </Card>
  );
}
