import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '../../../shared/api';
import { errorMessage, errorMessageOf } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import { Button, ButtonLink, InlineAlert, Stack } from '../../../shared/ui';
import { useUnlockAccount } from '../api/unlock-account.mutation';

const isInvalidLink = (error: unknown) => error instanceof ApiError && error.code === 'INVALID_TOKEN';

const StyledText = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The link of a lockout email: the holder lifts the lock with a click, not by opening the page
 * (mail scanners open links too). Signed in or out: it changes no session.
 */
export function UnlockAccount({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const unlock = useUnlockAccount();
  const [state, setState] = useState<'ready' | 'done' | 'invalid'>(token ? 'ready' : 'invalid');

  if (state === 'done') {
    return (
      <Stack>
        <StyledText role="status">{t('unlock.done')}</StyledText>
        <ButtonLink to={paths.signIn} variant="primary">
          {t('unlock.signIn')}
        </ButtonLink>
      </Stack>
    );
  }
  if (state === 'invalid') {
    return (
      <Stack>
        <InlineAlert role="alert">{errorMessage(t, 'INVALID_TOKEN')}</InlineAlert>
        <StyledText>{t('unlock.invalidHint')}</StyledText>
        <ButtonLink to={paths.forgotPassword} variant="primary">
          {t('unlock.resetPassword')}
        </ButtonLink>
      </Stack>
    );
  }
  const submit = () =>
    unlock.mutate(
      { token },
      {
        onSuccess: () => setState('done'),
        onError: (error) => {
          if (isInvalidLink(error)) setState('invalid');
        },
      },
    );
  return (
    <Stack>
      <StyledText>{t('unlock.text')}</StyledText>
      {unlock.isError && !isInvalidLink(unlock.error) && <InlineAlert role="alert">{errorMessageOf(t, unlock.error)}</InlineAlert>}
      <Button onClick={submit} disabled={unlock.isPending}>
        {unlock.isPending ? t('unlock.submitting') : t('unlock.submit')}
      </Button>
    </Stack>
  );
}
