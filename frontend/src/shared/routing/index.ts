export { type FeatureManifest, type PageLoader } from './feature-manifest.type';
export { paths, routePatterns, safeReturnTo } from './paths.constant';
export { labelsOf, PALETTE_WORDS, routeKey, routeKeywordsKey, routeTitleKey } from './route-labels.util';
export { ROUTES, SIDEBAR_GROUPS, type RouteEntity, type RouteEntry, type RouteId, type SidebarGroup } from './routes.constant';
export { ancestry, fillPath, groupOf, isOffered, isStaticPath, matchRoute, pathOf, routeById } from './routes.util';
export { useRouteLabel } from './use-route-label.hook';
export { useListAddress } from './use-list-address.hook';
