import type { ComponentType } from 'react';
import type { NamespaceResources } from '../i18n';
import type { RouteId } from './routes.constant';

/** A page's own chunk, fetched on its first visit. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * What one feature folder brings to the app (`features/<name>/<name>.feature.ts`), listed once in
 * `app/features.ts`: the router's page map and the translations are built from these.
 */
export interface FeatureManifest {
  name: string;
  /** The pages of the routes it owns (route data in `routes.constant.ts`): id → lazy loader. */
  pages?: Partial<Record<RouteId, PageLoader>>;
  /** Its translation namespaces: English bundled, the other languages fetched on demand. */
  namespaces?: readonly NamespaceResources[];
}
