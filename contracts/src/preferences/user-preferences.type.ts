import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '../organisation/feature-flags.constant';
import type { Language } from '../i18n/languages.constant';

export const DEFAULT_VIEWS = ['grid', 'list'] as const;
export const FONT_SIZES = ['small', 'medium', 'large', 'x-large'] as const;
/** `auto`: the convention of the reader's language (Spanish 26/11/2026, German 26.11.2026), until they choose one. */
export const DATE_FORMATS = ['auto', 'MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
/** `auto`: the clock of the reader's language (12-hour in English, 24-hour in Spanish), until they choose one. */
export const TIME_FORMATS = ['auto', '12h', '24h'] as const;
export const ITEMS_PER_PAGE_CHOICES = [5, 10, 20, 25, 50, 100] as const;
/** Minutes between automatic refreshes. */
export const REFRESH_INTERVAL_LIMITS = { min: 1, max: 60 } as const;
/** `auto`: the device's own time zone. */
export const AUTO_TIME_ZONE = 'auto';

/**
 * `auto` or a time zone this runtime knows (Intl is the same list in the browser and on the server).
 * Here, not beside the DTO, so a check that needs only this does not bring class-validator.
 */
export function isTimeZone(value: unknown): boolean {
  if (value === AUTO_TIME_ZONE) return true;
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export type DefaultView = (typeof DEFAULT_VIEWS)[number];
export type FontSize = (typeof FONT_SIZES)[number];
export type DateFormat = (typeof DATE_FORMATS)[number];
export type TimeFormat = (typeof TIME_FORMATS)[number];

export interface NotificationPreferences {
  emailNotifications: boolean;
  smsNotifications: boolean;
  pushNotifications: boolean;
  eventReminders: boolean;
  prayerRequestUpdates: boolean;
  weeklyReports: boolean;
  systemAlerts: boolean;
  marketingEmails: boolean;
}

export interface DashboardPreferences {
  showWelcomeMessage: boolean;
  showQuickStats: boolean;
  showRecentActivity: boolean;
  showUpcomingEvents: boolean;
  showPrayerRequests: boolean;
  showAnnouncementBar: boolean;
  defaultView: DefaultView;
  itemsPerPage: number;
  autoRefresh: boolean;
  /** Minutes. */
  refreshInterval: number;
}

export interface DisplayPreferences {
  compactMode: boolean;
  showTooltips: boolean;
  animationsEnabled: boolean;
  highContrast: boolean;
  fontSize: FontSize;
  dateFormat: DateFormat;
  timeFormat: TimeFormat;
  showProfilePictures: boolean;
}

/** A user's preferences (the specification's fields), kept in the browser and on the server. */
export interface UserPreferences {
  language: Language;
  /** An IANA time zone, or `auto` for the device's. */
  timeZone: string;
  /** When they last changed (server time); null until first saved. */
  lastUpdated: string | null;
  notifications: NotificationPreferences;
  dashboard: DashboardPreferences;
  display: DisplayPreferences;
  /** Areas this user wants to see (the church's own switches, in the admin area, come first). */
  features: FeatureFlags;
}

export const DEFAULT_PREFERENCES: UserPreferences = {
  language: 'en',
  timeZone: AUTO_TIME_ZONE,
  lastUpdated: null,
  notifications: {
    emailNotifications: true,
    smsNotifications: false,
    pushNotifications: true,
    eventReminders: true,
    prayerRequestUpdates: true,
    weeklyReports: false,
    systemAlerts: true,
    marketingEmails: false,
  },
  dashboard: {
    showWelcomeMessage: true,
    showQuickStats: true,
    showRecentActivity: true,
    showUpcomingEvents: true,
    showPrayerRequests: true,
    showAnnouncementBar: true,
    defaultView: 'grid',
    itemsPerPage: 10,
    autoRefresh: false,
    refreshInterval: 5,
  },
  display: {
    compactMode: false,
    showTooltips: true,
    animationsEnabled: true,
    highContrast: false,
    fontSize: 'medium',
    dateFormat: 'auto',
    timeFormat: 'auto',
    showProfilePictures: true,
  },
  features: { ...DEFAULT_FEATURE_FLAGS },
};

/** Preferences with some groups or fields given: the rest stay as they were. */
export type PreferencesChange = Partial<Pick<UserPreferences, 'language' | 'timeZone'>> & {
  notifications?: Partial<NotificationPreferences>;
  dashboard?: Partial<DashboardPreferences>;
  display?: Partial<DisplayPreferences>;
  features?: Partial<FeatureFlags>;
};

/** `base` with `change` laid over it, group by group (a fresh object; neither input is touched). */
export function mergePreferences(base: UserPreferences, change: PreferencesChange): UserPreferences {
  return {
    language: change.language ?? base.language,
    timeZone: change.timeZone ?? base.timeZone,
    lastUpdated: base.lastUpdated,
    notifications: { ...base.notifications, ...change.notifications },
    dashboard: { ...base.dashboard, ...change.dashboard },
    display: { ...base.display, ...change.display },
    features: { ...base.features, ...change.features },
  };
}
