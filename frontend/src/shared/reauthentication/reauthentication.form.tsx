import { ReauthenticateDto } from '@koinonia/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '../api';
import { useFormErrors, validateDto } from '../forms';
import { Button, InlineAlert, OneTimeCodeField, Stack, TextField } from '../ui';
import { useReauthenticate } from './reauthenticate.mutation';

/** What a refusal asks to be proved again: the password, and a code from the app when the account has one. */
export type ReauthenticationProof = 'password' | 'code';

const StyledText = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The proof a REAUTHENTICATION_REQUIRED refusal asks for (its `details.proof`; the password when
 * it names none), or null for any other error: a sensitive action that answers it shows
 * ReauthenticationForm and tries again once it is given.
 */
export function reauthenticationAsked(error: unknown): readonly ReauthenticationProof[] | null {
  if (!(error instanceof ApiError) || error.code !== 'REAUTHENTICATION_REQUIRED') return null;
  const proof = error.details.proof;
  return Array.isArray(proof) && proof.includes('code') ? ['password', 'code'] : ['password'];
}

/**
 * "Sudo mode": the password again (and a current code when `proof` asks for it, in one proof),
 * before a sensitive action in a session not freshly signed in. `onConfirmed` is called when the
 * server took it; the action is then tried again.
 */
export function ReauthenticationForm({
  explanation,
  proof,
  onConfirmed,
  onCancel,
}: {
  explanation: string;
  proof: readonly ReauthenticationProof[];
  onConfirmed: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('common');
  const reauthenticate = useReauthenticate();
  const withCode = proof.includes('code');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const form = useFormErrors(t, ['password', 'code'] as const);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateDto(ReauthenticateDto, withCode ? { password, code: code.replace(/\s/g, '') } : { password });
    if (!form.acceptClientCheck(result)) return;
    reauthenticate.mutate(result.value, { onSuccess: onConfirmed, onError: form.showServerError });
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack>
        <StyledText>{explanation}</StyledText>
        <TextField
          label={t('reauthentication.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          autoCapitalize="none"
          spellCheck={false}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            form.clearField('password');
          }}
          error={form.errors.password}
        />
        {withCode && (
          <OneTimeCodeField
            label={t('reauthentication.code')}
            hint={t('reauthentication.codeHint')}
            value={code}
            onChange={(value) => {
              setCode(value);
              form.clearField('code');
            }}
            error={form.errors.code}
          />
        )}
        {form.formError && <InlineAlert role="alert">{form.formError}</InlineAlert>}
        <StyledFooter>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
          )}
          <Button type="submit" disabled={reauthenticate.isPending}>
            {reauthenticate.isPending ? t('reauthentication.checking') : t('reauthentication.continue')}
          </Button>
        </StyledFooter>
      </Stack>
    </form>
  );
}
