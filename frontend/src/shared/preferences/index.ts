export {
  PreferenceValuesContext,
  PreferencesContext,
  usePreferences,
  useUserPreferences,
  type PreferencesContextValue,
  type PreferencesSyncStatus,
} from './preferences.context';
