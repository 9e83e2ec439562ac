export { PreferencesProvider } from './preferences-provider';
export { LanguagePicker } from './components/language-picker';
export { loadPreferencesSync } from './load-preferences-sync';
