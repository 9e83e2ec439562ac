import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessageOf } from '../../../shared/i18n';
import { ErrorState, LoadingState } from '../../../shared/ui';
import { pathOf } from '../../../shared/routing';
import { TUTORIALS } from '../content/tutorials.constant';
import { useOnboarding } from '../api/get-onboarding.query';
import { helpStore } from '../model/help-store';
import { ToursList } from './tours-list';
import { TutorialSummary } from './tutorial-summary';
import { useHelpAccess } from './use-help-access.hook';
import { useHelpActions } from './use-help-actions.hook';

export const StyledTabSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  & + & {
    margin-top: ${({ theme }) => theme.space.xl};
  }
  > h3 {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textSubtle};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const StyledList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The help panel's tutorials (those the user may follow) and guided tours. */
export function TutorialsTab() {
  const { t } = useTranslation('help');
  const onboarding = useOnboarding();
  const access = useHelpAccess();
  const actions = useHelpActions();
  const tutorials = TUTORIALS.filter(access.tutorial);

  if (onboarding.isPending) return <LoadingState label={t('panel.loading')} />;
  if (onboarding.isError) {
    return (
      <ErrorState
        title={t('panel.loadFailed')}
        description={errorMessageOf(t, onboarding.error)}
        onRetry={() => void onboarding.refetch()}
        retrying={onboarding.isFetching}
      />
    );
  }
  return (
    <>
      <StyledTabSection aria-labelledby="help-tutorials-heading">
        <h3 id="help-tutorials-heading">{t('panel.tutorialsHeading')}</h3>
        <StyledList>
          {tutorials.map((tutorial) => (
            <TutorialSummary key={tutorial.id} tutorial={tutorial} state={onboarding.data} onOpen={() => actions.openTutorial(tutorial.id)} />
          ))}
        </StyledList>
        <Link to={pathOf('tutorials')} onClick={() => helpStore.help({ type: 'close' })}>
          {t('panel.openCenter')}
        </Link>
      </StyledTabSection>
      <StyledTabSection aria-labelledby="help-tours-heading">
        <h3 id="help-tours-heading">{t('panel.toursHeading')}</h3>
        <ToursList state={onboarding.data} onStart={actions.startTour} />
      </StyledTabSection>
    </>
  );
}
