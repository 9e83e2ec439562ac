import type { CurrentUser } from '@koinonia/contracts';
import { useEffect } from 'react';
import { ComponentErrorBoundary } from '../../../shared/errors';
import { helpStore, useHelpState } from '../model/help-store';
import { ContextualHelp } from './contextual-help';
import { HelpPanel } from './help-panel';
import { OnboardingBanner } from './onboarding-banner';
import { TourGuide } from './tour-guide';
import { TutorialGuide } from './tutorial-guide';

/** Typing in a field (or a modal in the way) is not asking for help. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.getAttribute('role') === 'combobox';
}

/**
 * Everything help puts on the signed-in screen: the onboarding banner (in the page's flow, where
 * this is mounted), and — over the page — the help panel, the tutorial or tour running, and
 * contextual help. The ? key opens and closes help, except while typing.
 */
export function HelpLayer({ user }: { user: CurrentUser }) {
  const help = useHelpState((state) => state.help);

  // Help belongs to the person signed in: nothing carries over to the next one.
  useEffect(() => () => helpStore.reset(), [user.id]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Arabic keyboards type ؟ where others type ?.
      if ((event.key !== '?' && event.key !== '؟') || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTyping(event.target) || document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      helpStore.help({ type: helpStore.get().help.open ? 'close' : 'open' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

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
