import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessageOf } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import { ButtonLink, Card, ErrorState, InlineAlert, LoadingState, PageHeading, PageSubtitle, Stack } from '../../../shared/ui';
import { usePublicLivestreamStatus } from '../api/livestream.queries';
import { LivestreamWatch } from './livestream-watch';

const StyledMain = styled.main`
  max-width: 56rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;

/**
 * `/watch` signed out: the public watch page, when the media team has opened it (livestream
 * settings). LIVE or Offline, the viewers, the player, the next stream; closed, a way to sign in.
 */
export default function PublicWatchPage() {
  const { t } = useTranslation(['livestream', 'common']);
  useDocumentTitle(t('livestream:title'));
  const status = usePublicLivestreamStatus();
  return (
    <StyledMain>
      <Stack>
        <div>
          <PageHeading>{t('livestream:title')}</PageHeading>
          <PageSubtitle>{t('livestream:subtitle')}</PageSubtitle>
        </div>
        {status.isPending ? (
          <LoadingState label={t('livestream:loading')} />
        ) : status.data === null ? (
          <InlineAlert $tone="warning" data-testid="watch-closed">
            {t('livestream:public.closed')}
          </InlineAlert>
        ) : status.isError ? (
          <ErrorState title={t('livestream:loadFailed')} description={errorMessageOf(t, status.error)} onRetry={() => void status.refetch()} />
        ) : (
          <Card aria-label={t('livestream:watch')}>
            <LivestreamWatch view={status.data} />
          </Card>
        )}
        <ButtonLink to={paths.signInReturningTo(paths.livestream)} variant="ghost">
          {t('livestream:public.signIn')}
        </ButtonLink>
      </Stack>
    </StyledMain>
  );
}
