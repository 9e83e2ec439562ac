import { useMayOpenFilter } from '../../../shared/access';
import { useFeatures } from '../../../shared/availability';
import { routeById, type RouteId } from '../../../shared/routing';
import { HELP_SPOTS, type HelpSpot, type HelpSpotId } from '../content/help-spots.constant';
import type { TourDefinition } from '../content/tours.constant';
import type { TutorialDefinition } from '../content/tutorials.constant';

export interface HelpAccess {
  /** The user's roles open the page and the church has not turned its area off. */
  page: (page: RouteId) => boolean;
  /** The user's screen can show the spot: its page opens for them and they hold what its element needs. */
  spot: (spot: HelpSpot) => boolean;
  /** A tutorial is offered only when every step points at something the user's screen shows: no staff lessons for members. */
  tutorial: (tutorial: TutorialDefinition) => boolean;
  /** A tour's steps on this user's screen (a leader's Executive Tools has no Admin Center button to point at). */
  tourSteps: (tour: TourDefinition) => HelpSpotId[];
}

/** What help may offer this user, from the route data (permission, feature flag) and each spot's own permission. */
export function useHelpAccess(): HelpAccess {
  const mayOpen = useMayOpenFilter();
  const flags = useFeatures().data?.flags;
  const page = (id: RouteId) => {
    const route = routeById(id);
    return mayOpen(route.permission) && (!route.feature || (flags?.[route.feature] ?? true));
  };
  const spot = (target: HelpSpot) => (!target.page || page(target.page)) && (!target.permission || mayOpen(target.permission));
  return {
    page,
    spot,
    tutorial: (tutorial) => page(tutorial.page) && tutorial.steps.every((step) => spot(HELP_SPOTS[step])),
    tourSteps: (tour) => tour.steps.filter((step) => spot(HELP_SPOTS[step])),
  };
}
