import type { CurrentUser } from '@koinonia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../shared/hooks';
import { Button } from '../../../shared/ui';
import { currentUserQueryKey } from '../api/get-current-user.query';
import { useSignOut } from '../api/sign-out.mutation';
import { AuthPageLayout } from './auth-page.layout';
import { TwoFactorEnrolment } from './two-factor-enrolment';

const StyledSignOut = styled.div`
  display: flex;
  justify-content: center;
`;

/**
 * What a person whose role requires two-step verification sees until they set it up: the server
 * refuses them everything else (TWO_FACTOR_SETUP_REQUIRED) meanwhile.
 */
export default function TwoFactorRequiredPage({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('required.title'));
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  return (
    <AuthPageLayout heading={t('required.heading')} subtitle={t('required.subtitle', { name: user.displayName })}>
      <TwoFactorEnrolment email={user.email} onDone={() => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey })} />
      <StyledSignOut>
        <Button variant="ghost" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {t('userMenu.signOut')}
        </Button>
      </StyledSignOut>
    </AuthPageLayout>
  );
}
