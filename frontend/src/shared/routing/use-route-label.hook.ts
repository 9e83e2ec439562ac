import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { labelNamespaces, routeKeywordsKey, routeTitleKey, type LabelledRoute } from './route-labels.util';
import { ROUTES } from './routes.constant';

const NAMESPACES = labelNamespaces(ROUTES);

export interface RouteLabel {
  /** The page's title, in the current language. */
  title: (route: LabelledRoute) => string;
  /** The words the command palette also finds the page by (`routeKeywordsKey`): read where the palette's words are loaded. */
  keywords: (route: LabelledRoute) => string[];
}

/**
 * Route words for every screen that names pages (sidebar, palette, breadcrumbs and history,
 * Executive Tools, help): each route's own namespace (`labels`), loaded before they are read,
 * and the component re-rendered when a language arrives.
 */
export function useRouteLabel(): RouteLabel {
  const { t } = useTranslation(NAMESPACES);
  return useMemo(
    () => ({
      title: (route) => t(routeTitleKey(route)),
      keywords: (route) =>
        t(routeKeywordsKey(route), { defaultValue: '' })
          .split(',')
          .map((keyword) => keyword.trim())
          .filter(Boolean),
    }),
    [t],
  );
}
