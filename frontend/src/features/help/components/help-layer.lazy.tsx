import { shouldOfferFirstTour, type CurrentUser } from '@koinonia/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, use } from 'react';
import { useAfterFirstPage } from '../../../shared/hooks';
import { withNamespaces } from '../../../shared/i18n';
import { onboardingQueryOptions } from '../api/get-onboarding.query';

type Layer = typeof import('./help-layer').HelpLayer;

// With all of help's words: the shell bundles only its button's.
let loadedLayer: Layer | undefined;
const loadLayer = () =>
  withNamespaces(['help'], () => import('./help-layer'))().then((module) => {
    loadedLayer = module.HelpLayer;
    return { default: module.HelpLayer };
  });
// Once the layer has come, a thenable that answers at once: React's lazy then renders it in the
// same pass instead of suspending for a turn (a native promise answers only after one).
const LazyHelpLayer = lazy(() => {
  const layer = loadedLayer;
  return layer ? ({ then: (resolve: (module: { default: Layer }) => void) => resolve({ default: layer }) } as Promise<{ default: Layer }>) : loadLayer();
});

let firstPageBanner: Promise<void> | undefined;
/**
 * Settles once the onboarding state is known and, when it offers a banner (the first tour, or a
 * tour under way), once the layer that shows it has come. Asked once, for the visit's first page.
 */
function bannerDecided(client: QueryClient): Promise<void> {
  firstPageBanner ??= client.fetchQuery(onboardingQueryOptions()).then(
    async (state) => {
      if (shouldOfferFirstTour(state) || state.currentTour !== null) await loadLayer();
    },
    // Help failing must not hold the page: the layer comes after it, as usual.
    () => undefined,
  );
  return firstPageBanner;
}

/**
 * The help layer, fetched once the first page has shown rather than before it: the rest opens on
 * request. Its banner sits in the page's flow above the page, so on the visit's first page this
 * suspends (the shell's boundary around the banner and the page) until it is known whether a
 * banner shows and, if one does, until it can: the banner and the page appear together rather
 * than the banner pushing down a page already on screen (a layout shift, 0.14 of Lighthouse's
 * CLS on a phone).
 */
export function HelpLayer({ user }: { user: CurrentUser }) {
  const client = useQueryClient();
  const ready = useAfterFirstPage();
  if (!ready) use(bannerDecided(client));
  if (!ready && !loadedLayer) return null;
  return (
    <Suspense fallback={null}>
      <LazyHelpLayer user={user} />
    </Suspense>
  );
}
