import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { pathOf } from '../../../shared/routing';
import { useNarrowLayout } from '../../../shared/hooks';
import { HELP_SPOTS, spotBodyKey } from '../content/help-spots.constant';
import { tourOf } from '../content/tours.constant';
import { useOnboarding } from '../api/get-onboarding.query';
import { useCompleteTour } from '../api/complete-tour.mutation';
import { useSkipTour } from '../api/skip-tour.mutation';
import { helpStore, useHelpState } from '../model/help-store';
import { guideProgress } from '../model/tour.reducer';
import { GuideCard } from './guide-card';
import { useHelpAccess } from './use-help-access.hook';
import { isAt } from './use-help-actions.hook';

/**
 * The current tour (kept on the server), shown on its own page; open help (a tutorial included)
 * takes the screen first. Its steps are those this user's screen shows, in this layout's words.
 */
export function TourGuide() {
  const { t } = useTranslation('help');
  const access = useHelpAccess();
  const narrow = useNarrowLayout();
  const location = useLocation();
  const current = useOnboarding().data?.currentTour ?? null;
  const card = useHelpState((state) => state.tour);
  const helpOpen = useHelpState((state) => state.help.open);
  const complete = useCompleteTour();
  const skip = useSkipTour();
  const tour = current ? tourOf(current) : null;
  const onPage = !!tour && isAt(location.pathname, pathOf(tour.page));

  useEffect(() => {
    if (current && onPage) helpStore.tour({ type: 'show', tour: current });
    else if (!current) helpStore.tour({ type: 'end' });
  }, [current, onPage]);

  if (!tour || !onPage || helpOpen || card.tour !== tour.id) return null;
  const steps = access.tourSteps(tour);
  const stepId = steps[Math.min(card.step, steps.length - 1)];
  const total = steps.length;
  return (
    <GuideCard
      stepKey={`tour:${tour.id}:${stepId}`}
      spot={HELP_SPOTS[stepId]}
      kicker={t(`tours.${tour.id}.title`)}
      title={t(`spots.${stepId}.title`)}
      body={t(spotBodyKey(stepId, narrow))}
      progress={guideProgress(card.step, total)}
      dismissLabel={t('guide.skipTour')}
      onPrevious={() => helpStore.tour({ type: 'previous' })}
      onNext={() => helpStore.tour({ type: 'next', total })}
      onComplete={() => {
        helpStore.tour({ type: 'end' });
        complete.mutate(tour.id);
      }}
      onDismiss={() => {
        helpStore.tour({ type: 'end' });
        skip.mutate();
      }}
    />
  );
}
