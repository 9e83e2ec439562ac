import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessageOf } from '../../../shared/i18n';
import { routeById, routeKey, useRouteLabel } from '../../../shared/routing';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  PageActions,
  PageHeader,
  PageHeading,
  PageSubtitle,
  Stack,
} from '../../../shared/ui';
import { TUTORIALS } from '../content/tutorials.constant';
import { useOnboarding } from '../api/get-onboarding.query';
import { useResetOnboarding } from '../api/reset-onboarding.mutation';
import { helpStore } from '../model/help-store';
import { ToursList } from './tours-list';
import { TutorialSummary } from './tutorial-summary';
import { useHelpAccess } from './use-help-access.hook';
import { useHelpActions } from './use-help-actions.hook';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledSectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.textMuted};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** `/tutorials`: every tutorial the user may follow with its category, difficulty, duration and their progress; the tours; start over. */
export default function TutorialsPage() {
  const { t } = useTranslation('help');
  const route = routeById('tutorials');
  const title = useRouteLabel().title(route);
  useDocumentTitle(title);
  const onboarding = useOnboarding();
  const access = useHelpAccess();
  const actions = useHelpActions();
  const reset = useResetOnboarding();
  const [confirming, setConfirming] = useState(false);
  const tutorials = TUTORIALS.filter(access.tutorial);

  let content;
  if (onboarding.isPending) {
    content = <LoadingState label={t('panel.loading')} />;
  } else if (onboarding.isError) {
    content = (
      <ErrorState
        title={t('panel.loadFailed')}
        description={errorMessageOf(t, onboarding.error)}
        onRetry={() => void onboarding.refetch()}
        retrying={onboarding.isFetching}
      />
    );
  } else if (tutorials.length === 0) {
    content = (
      <Card>
        <EmptyState title={t(routeKey(route, 'empty'))} />
      </Card>
    );
  } else {
    content = (
      <Stack $gap="xl">
        <section aria-labelledby="tutorials-list-title">
          <StyledSectionTitle id="tutorials-list-title">{t('panel.tutorialsHeading')}</StyledSectionTitle>
          <StyledGrid>
            {tutorials.map((tutorial) => (
              <TutorialSummary key={tutorial.id} tutorial={tutorial} state={onboarding.data} onOpen={() => actions.openTutorial(tutorial.id)} />
            ))}
          </StyledGrid>
        </section>
        <section aria-labelledby="tutorials-tours-title">
          <StyledSectionTitle id="tutorials-tours-title">{t('panel.toursHeading')}</StyledSectionTitle>
          <ToursList state={onboarding.data} onStart={actions.startTour} />
        </section>
      </Stack>
    );
  }

  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>{title}</PageHeading>
          <PageSubtitle>{t('center.subtitle')}</PageSubtitle>
        </div>
        <PageActions>
          <Button variant="secondary" onClick={() => helpStore.showTab('faqs')}>
            {t('center.faqs')}
          </Button>
          {onboarding.isSuccess && (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              {t('center.reset')}
            </Button>
          )}
        </PageActions>
      </PageHeader>
      {content}
      {confirming && (
        <ConfirmDialog
          title={t('center.resetTitle')}
          confirmLabel={t('center.resetConfirm')}
          onConfirm={() => {
            helpStore.help({ type: 'close' });
            reset.mutate(undefined, { onSettled: () => setConfirming(false) });
          }}
          pending={reset.isPending}
          onClose={() => setConfirming(false)}
        >
          {t('center.resetText')}
        </ConfirmDialog>
      )}
    </>
  );
}
