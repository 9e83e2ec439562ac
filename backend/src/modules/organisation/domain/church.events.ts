import type { FeatureFlag } from '@koinonia/contracts';

export type ChurchFounded = { type: 'ChurchFounded'; data: { churchId: string; name: string; timeZone: string } };
export type MinistryAdded = { type: 'MinistryAdded'; data: { churchId: string; ministryId: string; name: string; description: string } };
/** An administrator turned an area of the app on or off for the whole church. */
export type FeatureFlagChanged = { type: 'FeatureFlagChanged'; data: { churchId: string; flag: FeatureFlag; enabled: boolean } };
/** Maintenance mode went on or off, or its message changed while on. `message` is null when off. */
export type MaintenanceModeChanged = { type: 'MaintenanceModeChanged'; data: { churchId: string; enabled: boolean; message: string | null } };
/** The church's own settings that changed, with their new values (`country`: ISO 3166 alpha-2). */
export type ChurchSettingsChanged = { type: 'ChurchSettingsChanged'; data: { churchId: string; changes: Partial<ChurchSettings> } };
export type ChurchEvent = ChurchFounded | MinistryAdded | FeatureFlagChanged | MaintenanceModeChanged | ChurchSettingsChanged;

export interface ChurchSettings {
  country: string;
  /** A member's change to their own details waits for staff approval; absent before the setting existed (off). */
  selfUpdatesNeedApproval?: boolean;
  /** ISO 4217, the currency gifts are recorded in; absent before the setting existed (USD). */
  currency?: string;
  /** The name it is registered under, printed on giving statements; absent or empty: the church's name. */
  legalName?: string;
  /** IANA; absent until changed (the zone the church was founded with). */
  timeZone?: string;
}

export const churchStream = (churchId: string) => `church-${churchId}`;
