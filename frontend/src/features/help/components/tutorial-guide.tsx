import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { TutorialId } from '@koinonia/contracts';
import { Button } from '../../../shared/ui';
import { pathOf } from '../../../shared/routing';
import { useNarrowLayout } from '../../../shared/hooks';
import { HELP_SPOTS, spotBodyKey, type HelpSpot } from '../content/help-spots.constant';
import { tutorialOf } from '../content/tutorials.constant';
import { useOnboarding } from '../api/get-onboarding.query';
import { useCompleteTutorial } from '../api/complete-tutorial.mutation';
import { useReachTutorialStep } from '../api/reach-tutorial-step.mutation';
import { helpStore } from '../model/help-store';
import { guideProgress } from '../model/tour.reducer';
import { GuideCard } from './guide-card';
import { isAt } from './use-help-actions.hook';
import { useHelpAccess } from './use-help-access.hook';

/**
 * The tutorial running in the help panel: each step goes to its page (when the user may open it),
 * lights up its element and records how far the user got; complete records the tutorial once.
 */
export function TutorialGuide({ tutorial: id, step }: { tutorial: TutorialId; step: number }) {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  const location = useLocation();
  const access = useHelpAccess();
  const narrow = useNarrowLayout();
  const progress = useOnboarding().data?.tutorialProgress[id];
  const reach = useReachTutorialStep();
  const complete = useCompleteTutorial();
  const tutorial = tutorialOf(id);
  const stepId = tutorial.steps[step];
  const spot: HelpSpot = HELP_SPOTS[stepId];
  const pageOpen = !spot.page || access.page(spot.page);
  const path = spot.page ? pathOf(spot.page) : null;

  // Only a new step navigates and records progress: the user may wander off and come back to the card.
  const goToStep = useEffectEvent(() => {
    if (path && pageOpen && !isAt(location.pathname, path)) void navigate(path);
  });
  const recordStep = useEffectEvent(() => {
    if (step > (progress ?? 0)) reach.mutate({ tutorial: id, step });
  });
  useEffect(() => goToStep(), [id, step]);
  useEffect(() => recordStep(), [id, step]);

  const total = tutorial.steps.length;
  return (
    <GuideCard
      stepKey={`tutorial:${id}:${stepId}`}
      spot={spot}
      kicker={t(`tutorials.${id}.title`)}
      title={t(`spots.${stepId}.title`)}
      body={t(spotBodyKey(stepId, narrow))}
      unavailable={!pageOpen ? t('guide.notOpen') : access.spot(spot) ? undefined : t('guide.notShown')}
      ready={!path || isAt(location.pathname, path)}
      progress={guideProgress(step, total)}
      dismissLabel={t('guide.closeHelp')}
      onPrevious={() => helpStore.help({ type: 'previous' })}
      onNext={() => helpStore.help({ type: 'next', total })}
      onComplete={() => {
        complete.mutate(id);
        helpStore.help({ type: 'complete' });
      }}
      onDismiss={() => helpStore.help({ type: 'close' })}
      extraAction={
        <Button variant="ghost" size="sm" onClick={() => helpStore.help({ type: 'leave' })}>
          {t('guide.backToHelp')}
        </Button>
      }
    />
  );
}
