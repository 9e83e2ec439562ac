import { shouldOfferFirstTour, type CurrentUser } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, pageColumnBar } from '../../../shared/ui';
import { pathOf } from '../../../shared/routing';
import { tourOf } from '../content/tours.constant';
import { useOnboarding } from '../api/get-onboarding.query';
import { useSkipTour } from '../api/skip-tour.mutation';
import { useHelpState } from '../model/help-store';
import { isAt, useHelpActions } from './use-help-actions.hook';

/* Lined up with the page below it (the same width and padding as the page column). */
const StyledOuter = styled.div`
  ${pageColumnBar}
`;

const StyledBanner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.text};
`;

const StyledText = styled.div`
  flex: 1 1 18rem;
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  p {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * In the page's flow, above it (so it never covers anything): on the home page, the first
 * sign-in's offer of the dashboard tour until it is answered (the tour is of that page, and other
 * pages are left to their work); on any other page, the tour under way elsewhere.
 */
export function OnboardingBanner({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('help');
  const location = useLocation();
  const navigate = useNavigate();
  const onboarding = useOnboarding();
  const actions = useHelpActions();
  const skip = useSkipTour();
  const busy = useHelpState((state) => state.help.tutorial !== null);
  const state = onboarding.data;
  if (!state || busy) return null;

  if (shouldOfferFirstTour(state)) {
    if (!isAt(location.pathname, pathOf('home'))) return null;
    return (
      <StyledOuter>
        <StyledBanner aria-labelledby="help-welcome-title">
          <StyledText>
            <h2 id="help-welcome-title">{t('welcome.title', { name: user.displayName })}</h2>
            <p>{t('welcome.text')}</p>
          </StyledText>
          <StyledActions>
            <Button size="sm" onClick={() => actions.startTour('dashboard')}>
              {t('welcome.start')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => skip.mutate()}>
              {t('welcome.later')}
            </Button>
          </StyledActions>
        </StyledBanner>
      </StyledOuter>
    );
  }

  const tour = state.currentTour ? tourOf(state.currentTour) : null;
  if (!tour || isAt(location.pathname, pathOf(tour.page))) return null;
  const name = t(`tours.${tour.id}.title`);
  return (
    <StyledOuter>
      <StyledBanner aria-labelledby="help-tour-waiting-title">
        <StyledText>
          <h2 id="help-tour-waiting-title">{t('tourWaiting.title', { tour: name })}</h2>
          <p>{t('tourWaiting.text')}</p>
        </StyledText>
        <StyledActions>
          <Button size="sm" onClick={() => navigate(pathOf(tour.page))}>
            {t('tourWaiting.continue')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => skip.mutate()}>
            {t('guide.skipTour')}
          </Button>
        </StyledActions>
      </StyledBanner>
    </StyledOuter>
  );
}
