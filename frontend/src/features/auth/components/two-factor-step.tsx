import { TwoFactorLoginDto } from '@koinonia/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '../../../shared/api';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { Button, InlineAlert, Stack, TextField } from '../../../shared/ui';
import { useSignInTwoFactor } from '../api/sign-in-two-factor.mutation';

const StyledLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledLinkButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: underline;
  cursor: pointer;
`;

/** The second step of signing in: a code from the authenticator app, or one of the recovery codes. */
export function TwoFactorStep({ challenge, onBack, onExpired }: { challenge: string; onBack: () => void; onExpired: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const signIn = useSignInTwoFactor();
  const [mode, setMode] = useState<'code' | 'recoveryCode'>('code');
  const [value, setValue] = useState('');
  const form = useFormErrors(t, ['code', 'recoveryCode'] as const);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = mode === 'code' ? { challenge, code: value } : { challenge, recoveryCode: value.trim() };
    const result = validateDto(TwoFactorLoginDto, body);
    if (!form.acceptClientCheck(result)) return;
    signIn.mutate(mode === 'code' ? { challenge, code: result.value.code ?? '' } : { challenge, recoveryCode: result.value.recoveryCode ?? '' }, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'AUTH_EXPIRED') onExpired();
        else form.showServerError(error);
      },
    });
  };

  const switchMode = () => {
    setMode((current) => (current === 'code' ? 'recoveryCode' : 'code'));
    setValue('');
    form.reset();
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack>
        {mode === 'code' ? (
          <TextField
            key="code"
            label={t('twoFactorStep.code')}
            hint={t('twoFactorStep.codeHint')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            maxLength={7}
            aria-required="true"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              form.clearField('code');
            }}
            error={form.errors.code}
          />
        ) : (
          <TextField
            key="recovery"
            label={t('twoFactorStep.recoveryCode')}
            hint={t('twoFactorStep.recoveryHint')}
            name="recoveryCode"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            aria-required="true"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              form.clearField('recoveryCode');
            }}
            error={form.errors.recoveryCode}
          />
        )}
        {form.formError && <InlineAlert role="alert">{form.formError}</InlineAlert>}
        <Button type="submit" block disabled={signIn.isPending}>
          {signIn.isPending ? t('twoFactorStep.verifying') : t('twoFactorStep.verify')}
        </Button>
        <StyledLinks>
          <StyledLinkButton type="button" onClick={switchMode}>
            {mode === 'code' ? t('twoFactorStep.useRecovery') : t('twoFactorStep.useCode')}
          </StyledLinkButton>
          <StyledLinkButton type="button" onClick={onBack}>
            {t('twoFactorStep.back')}
          </StyledLinkButton>
        </StyledLinks>
      </Stack>
    </form>
  );
}
