import { ConfirmTwoFactorDto, type RecoveryCodesView, type TwoFactorEnrolmentView } from '@koinonia/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { errorMessageOf } from '../../../shared/i18n';
import { ReauthenticationForm, reauthenticationAsked } from '../../../shared/reauthentication';
import { Button, ErrorState, InlineAlert, LoadingState, OneTimeCodeField, Stack } from '../../../shared/ui';
import { useConfirmTwoFactor } from '../api/confirm-two-factor.mutation';
import { useStartTwoFactor } from '../api/start-two-factor.mutation';
import { RecoveryCodes } from './recovery-codes';

const StyledSetup = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 1fr);
    justify-items: center;
  }
`;

/** A QR code is dark on light by nature: it keeps a light tile in the dark theme too. */
const StyledQr = styled.img`
  width: 11rem;
  height: 11rem;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => (theme.mode === 'dark' ? theme.color.text : theme.color.surface)};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledSteps = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.textMuted};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledSecret = styled.code`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.mono};
  overflow-wrap: anywhere;
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The secret in groups of four, as authenticator apps ask for it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Turning two-step verification on: scan (or type) the secret, prove it with a first code, then
 * keep the recovery codes. `onDone` is called when the person says the codes are kept.
 */
export function TwoFactorEnrolment({ email, onDone, onCancel }: { email: string; onDone: () => void; onCancel?: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolmentView | null>(null);
  const [codes, setCodes] = useState<RecoveryCodesView | null>(null);
  const [code, setCode] = useState('');
  const form = useFormErrors(t, ['code'] as const);
  const { mutate: startEnrolment } = start;
  const begin = () => startEnrolment(undefined, { onSuccess: setEnrolment });

  // Asks for a secret once, when the person opens the enrolment (mutate keeps its identity).
  useEffect(() => startEnrolment(undefined, { onSuccess: setEnrolment }), [startEnrolment]);

  if (codes) {
    return (
      <Stack $gap="lg">
        <InlineAlert role="status" $tone="warning">
          {t('enrol.enabled')}
        </InlineAlert>
        <RecoveryCodes codes={codes.recoveryCodes} email={email} />
        <StyledFooter>
          <Button onClick={onDone}>{t('enrol.done')}</Button>
        </StyledFooter>
      </Stack>
    );
  }
  // Signed in a while ago: the password again first, so a session someone else took cannot add their authenticator.
  const proof = reauthenticationAsked(start.error);
  if (proof) return <ReauthenticationForm explanation={t('enrol.reauthExplain')} proof={proof} onConfirmed={begin} onCancel={onCancel} />;
  if (start.isError)
    return <ErrorState title={t('enrol.startFailed')} description={errorMessageOf(t, start.error)} onRetry={begin} retrying={start.isPending} />;
  if (!enrolment) return <LoadingState label={t('enrol.preparing')} />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateDto(ConfirmTwoFactorDto, { enrolmentToken: enrolment.enrolmentToken, code });
    if (!form.acceptClientCheck(result)) return;
    confirm.mutate(result.value, { onSuccess: setCodes, onError: form.showServerError });
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack $gap="xl">
        <StyledSetup>
          <StyledQr src={enrolment.qrCodeDataUrl} alt={t('enrol.qrAlt')} />
          <StyledSteps>
            <li>{t('enrol.step1')}</li>
            <li>
              {t('enrol.step2')}
              <br />
              <span>{t('enrol.manual')}</span> <StyledSecret aria-label={t('enrol.secretLabel')}>{grouped(enrolment.secret)}</StyledSecret>
            </li>
            <li>{t('enrol.step3')}</li>
          </StyledSteps>
        </StyledSetup>
        <OneTimeCodeField
          label={t('enrol.code')}
          required
          value={code}
          onChange={(value) => {
            setCode(value);
            form.clearField('code');
          }}
          error={form.errors.code}
        />
        {form.formError && <InlineAlert role="alert">{form.formError}</InlineAlert>}
        <StyledFooter>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {t('common:actions.cancel')}
            </Button>
          )}
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? t('enrol.confirming') : t('enrol.confirm')}
          </Button>
        </StyledFooter>
      </Stack>
    </form>
  );
}
