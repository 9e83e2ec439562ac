import type { FeatureFlags } from './feature-flags.constant';

/** `GET /api/organisation/features`: which areas are on, for any signed-in user. */
export interface FeatureFlagsView {
  flags: FeatureFlags;
}

/** `GET /api/organisation/status` (public): what the front end must know before anything else. */
export interface OrganisationStatus {
  maintenance: { enabled: boolean; message: string | null };
  /** The demo church: its accounts share a published password, so it is not for real data. */
  demo: boolean;
}

/** Who changed a setting, and when. `by` is null for changes made by the system itself. */
export interface SettingChange {
  at: string;
  by: { id: string; displayName: string } | null;
}

/** `GET /api/admin/maintenance`: maintenance mode as administrators see it. */
export interface MaintenanceView {
  enabled: boolean;
  message: string | null;
  /** The last change, or null when maintenance mode was never used. */
  lastChange: SettingChange | null;
}

/** `GET /api/organisation/settings`: the church's settings every signed-in page may need. */
export interface ChurchSettingsView {
  /** ISO 3166 alpha-2: phone numbers without a country code are this country's, and are shown in its national format. */
  country: string;
  /** A member's change to their own details waits for staff approval (false by default). */
  selfUpdatesNeedApproval: boolean;
  /** ISO 4217: the currency gifts are recorded in ('USD' until an administrator chooses). */
  currency: string;
  /** The name it is registered under, printed on giving statements ('' until set: its name is printed). */
  legalName: string;
  /** The church's IANA time zone: new events are scheduled in it, and the calendar says times in it. */
  timeZone: string;
}
