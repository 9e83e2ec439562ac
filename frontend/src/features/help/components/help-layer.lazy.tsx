import type { CurrentUser } from '@koinonia/contracts';
import { lazy, Suspense } from 'react';
import { useAfterFirstPage } from '../../../shared/hooks';
import { withNamespaces } from '../../../shared/i18n';

// With all of help's words: the shell bundles only its button's.
const LazyHelpLayer = lazy(withNamespaces(['help'], () => import('./help-layer').then((module) => ({ default: module.HelpLayer }))));

/**
 * The help layer, fetched once the first page has shown rather than before it: its banner waits
 * for the onboarding state from the server anyway, and the rest opens on request.
 */
export function HelpLayer({ user }: { user: CurrentUser }) {
  const ready = useAfterFirstPage();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <LazyHelpLayer user={user} />
    </Suspense>
  );
}
