import type { CurrentUser } from '@koinonia/contracts';
import { useEffect } from 'react';
import { ComponentErrorBoundary } from '../../../shared/errors';
import { helpStore, useHelpState } from '../model/help-store';
import { ContextualHelp } from './contextual-help';
import { HelpPanel } from './help-panel';
import { OnboardingBanner } from './onboarding-banner';
import { TourGuide } from './tour-guide';
import { TutorialGuide } from './tutorial-guide';

/**
 * Everything help puts on the signed-in screen: the onboarding banner (in the page's flow, where
 * this is mounted), and — over the page — the help panel, the tutorial or tour running, and
 * contextual help. (The ? key is the header's help button's: it works before this layer has come.)
 */
export function HelpLayer({ user }: { user: CurrentUser }) {
  const help = useHelpState((state) => state.help);

  // Help belongs to the person signed in: nothing carries over to the next one.
  useEffect(() => () => helpStore.reset(), [user.id]);

  // Help failing must not take the page down with it.
  return (
    <ComponentErrorBoundary>
      <OnboardingBanner user={user} />
      {help.open && !help.tutorial && <HelpPanel />}
      {help.tutorial && <TutorialGuide tutorial={help.tutorial} step={help.step} />}
      <TourGuide />
      <ContextualHelp />
    </ComponentErrorBoundary>
  );
}
