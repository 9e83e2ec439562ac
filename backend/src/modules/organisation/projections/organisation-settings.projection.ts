import { DEFAULT_CHURCH_COUNTRY, DEFAULT_FEATURE_FLAGS, isFeatureFlag, type FeatureFlags } from '@koinonia/contracts';
import type { Projection } from '../../../platform/projections/projection.type';
import type { ChurchEvent, ChurchSettings } from '../domain/church.events';

export interface OrganisationSettingsDocument {
  /** The church's id. */
  _id: string;
  [key: string]: unknown;
  features: FeatureFlags;
  maintenance: { enabled: boolean; message: string | null; changedAt: string | null; changedBy: string | null };
  /** The church's own settings ('US' until an administrator chooses a country). */
  church: ChurchSettings;
  /** The church stream's revision this reflects: a replayed or older event changes nothing. */
  revision: number;
}

export const SETTINGS_EVENT_TYPES: ReadonlySet<string> = new Set(['FeatureFlagChanged', 'MaintenanceModeChanged', 'ChurchSettingsChanged']);

export function defaultSettings(churchId: string): OrganisationSettingsDocument {
  return {
    _id: churchId,
    features: { ...DEFAULT_FEATURE_FLAGS },
    maintenance: { enabled: false, message: null, changedAt: null, changedBy: null },
    church: { country: DEFAULT_CHURCH_COUNTRY },
    revision: -1,
  };
}

/**
 * The organisation's switches: which areas are on and whether maintenance mode is; and the church's settings. The
 * availability guard keeps this document in memory, folded with the same `apply`.
 */
export const organisationSettingsProjection: Projection<OrganisationSettingsDocument> = {
  name: 'organisation-settings',
  collection: 'organisation-settings',
  version: 2,
  canHandle: (event) => SETTINGS_EVENT_TYPES.has(event.type),
  documentId: (event) => (event.data as { churchId: string }).churchId,
  project(current, recorded) {
    const event = { type: recorded.type, data: recorded.data } as ChurchEvent;
    const document = current ?? defaultSettings((recorded.data as { churchId: string }).churchId);
    if (document.revision >= recorded.revision) return document;
    switch (event.type) {
      case 'FeatureFlagChanged':
        // A flag later removed from the list stays out of the document rather than haunting it.
        if (!isFeatureFlag(event.data.flag)) return { ...document, revision: recorded.revision };
        return { ...document, features: { ...document.features, [event.data.flag]: event.data.enabled }, revision: recorded.revision };
      case 'MaintenanceModeChanged':
        return {
          ...document,
          maintenance: {
            enabled: event.data.enabled,
            message: event.data.message,
            changedAt: recorded.metadata.occurredAt,
            changedBy: recorded.metadata.actorId,
          },
          revision: recorded.revision,
        };
      case 'ChurchSettingsChanged':
        return { ...document, church: { ...document.church, ...event.data.changes }, revision: recorded.revision };
      default:
        return document;
    }
  },
};
