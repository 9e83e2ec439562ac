import { tutorialStepsDone, TUTORIAL_STEPS, type TourId, type TutorialId } from '@koinonia/contracts';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { pathOf } from '../../../shared/routing';
import { tourOf } from '../content/tours.constant';
import { useOnboarding } from '../api/get-onboarding.query';
import { useStartTour } from '../api/start-tour.mutation';
import { helpStore } from '../model/help-store';

export const isAt = (pathname: string, path: string) => matchPath({ path, end: true }, pathname) !== null;

/** What the help panel, the banner and the Tutorial Center do when a tour or tutorial is chosen. */
export function useHelpActions() {
  const navigate = useNavigate();
  const location = useLocation();
  const onboarding = useOnboarding();
  const start = useStartTour();

  return {
    /** Closes help (a tour is not a tutorial), starts the tour on the server and goes to its page. */
    startTour(tour: TourId) {
      helpStore.help({ type: 'close' });
      helpStore.contextual({ type: 'hideTip' });
      // From its first step, also when this tour was already under way.
      helpStore.tour({ type: 'end' });
      helpStore.tour({ type: 'show', tour });
      start.mutate(tour);
      const path = pathOf(tourOf(tour).page);
      if (!isAt(location.pathname, path)) void navigate(path);
    },
    /** Start at step 0, or go on from the step reached when the tutorial is under way. */
    openTutorial(tutorial: TutorialId) {
      helpStore.contextual({ type: 'hideTip' });
      const state = onboarding.data;
      const done = state ? tutorialStepsDone(state, tutorial) : 0;
      const completed = state?.completedTutorials.includes(tutorial) ?? false;
      if (completed || done === 0) helpStore.help({ type: 'start', tutorial });
      else helpStore.help({ type: 'resume', tutorial, step: done, total: TUTORIAL_STEPS[tutorial].length });
    },
  };
}
