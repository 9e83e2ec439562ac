import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSignOut } from '../../features/auth';
import { useDocumentTitle } from '../../shared/hooks';
import { errorMessage } from '../../shared/i18n';
import { paths } from '../../shared/routing';
import { Brand, Button, Card, PageHeading, PageSubtitle, Stack } from '../../shared/ui';

const StyledMain = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
`;

const StyledCard = styled(Card)`
  width: 100%;
  max-width: 36rem;
`;

const StyledQuote = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-inline-start: 4px solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.warningSoft};

  figcaption {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  blockquote {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSubtle};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** What everyone but administrators sees, instead of the app, while maintenance mode is on. */
export function MaintenanceScreen({ message, onCheck, checking }: { message: string | null; onCheck: () => void; checking: boolean }) {
  const { t } = useTranslation('common');
  useDocumentTitle(t('maintenance.documentTitle'));
  const signOut = useSignOut();
  return (
    <StyledMain id="main">
      <Brand to={paths.home} name={t('appName')} />
      <StyledCard aria-labelledby="maintenance-title">
        <Stack $gap="lg">
          <div id="maintenance-title">
            <PageHeading>{t('maintenance.title')}</PageHeading>
            <PageSubtitle>{errorMessage(t, 'MAINTENANCE_MODE')}</PageSubtitle>
          </div>
          {message ? (
            <StyledQuote>
              <figcaption>{t('maintenance.messageLabel')}</figcaption>
              <blockquote>{message}</blockquote>
            </StyledQuote>
          ) : (
            <p>{t('maintenance.lead')}</p>
          )}
          <StyledHint>{t('maintenance.checking')}</StyledHint>
          <StyledActions>
            <Button onClick={onCheck} disabled={checking}>
              {checking ? t('maintenance.checkingNow') : t('maintenance.checkNow')}
            </Button>
            <Button variant="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              {t('maintenance.signOut')}
            </Button>
          </StyledActions>
        </Stack>
      </StyledCard>
    </StyledMain>
  );
}
