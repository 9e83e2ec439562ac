import type { CurrentUser } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../shared/hooks';
import { paths } from '../../../shared/routing';
import { Button, ButtonLink, Card, PageHeading, Stack } from '../../../shared/ui';
import { useSignOut } from '../api/sign-out.mutation';

const StyledCard = styled(Card)`
  max-width: 36rem;
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * An invitation or reset link opened while someone is signed in on this browser: it may be meant
 * for another account, so say who is signed in and offer to sign out first (the link then works).
 */
export default function SignedInLinkPage({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('signedInLink.title'));
  const signOut = useSignOut({ returnTo: `${window.location.pathname}${window.location.search}` });
  return (
    <StyledCard>
      <Stack>
        <PageHeading>{t('signedInLink.heading')}</PageHeading>
        <StyledText>{t('signedInLink.text', { email: user.email })}</StyledText>
        <StyledActions>
          <Button onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            {t('signedInLink.signOut')}
          </Button>
          <ButtonLink to={paths.home}>{t('common:notFound.home')}</ButtonLink>
        </StyledActions>
      </Stack>
    </StyledCard>
  );
}
