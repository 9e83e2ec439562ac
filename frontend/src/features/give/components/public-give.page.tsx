import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessageOf, registerNamespaces } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import { ButtonLink, Card, ErrorState, InlineAlert, LoadingState, PageHeading, PageSubtitle, Stack } from '../../../shared/ui';
import { useOnlineGiving } from '../api/get-online-giving.query';
import { giveFeature } from '../give.feature';
import { GiftOutcome } from './gift-outcome.section';
import { GiveForm } from './give-form.section';

// Signed out, the feature's words are not registered by the signed-in app: this page brings them.
registerNamespaces(giveFeature.namespaces ?? []);

const StyledMain = styled.main`
  max-width: 36rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;

/** `/give` signed out: the public link for visitors. A one-time gift on the provider's page; no sign-in. */
export default function PublicGivePage() {
  const { t } = useTranslation(['give', 'common']);
  useDocumentTitle(t('give:pages.give.title'));
  const [params, setParams] = useSearchParams();
  const status = useOnlineGiving();
  const giftId = params.get('gift');
  return (
    <StyledMain>
      <Stack>
        <div>
          <PageHeading>{t('give:pages.give.title')}</PageHeading>
          <PageSubtitle>{t('give:subtitle', { church: status.data?.churchName ?? '' })}</PageSubtitle>
        </div>
        {status.isPending ? (
          <LoadingState />
        ) : status.isError || !status.data ? (
          <ErrorState title={errorMessageOf(t, status.error)} onRetry={() => void status.refetch()} />
        ) : !status.data.enabled ? (
          <InlineAlert $tone="warning">{t('give:off')}</InlineAlert>
        ) : giftId ? (
          <GiftOutcome giftId={giftId} cancelled={params.has('cancelled')} onAgain={() => setParams({})} />
        ) : (
          <Card>
            <GiveForm status={status.data} visitor methods={[]} />
          </Card>
        )}
        <ButtonLink to={paths.signInReturningTo(paths.give)} variant="ghost">
          {t('give:visitor.signIn')}
        </ButtonLink>
      </Stack>
    </StyledMain>
  );
}
