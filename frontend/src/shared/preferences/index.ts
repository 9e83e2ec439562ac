export { PreferencesContext, usePreferences, type PreferencesContextValue, type PreferencesSyncStatus } from './preferences.context';
