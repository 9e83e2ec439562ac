export {
  currentLanguage,
  initI18n,
  i18next,
  LANGUAGE_STORAGE_KEY,
  preferredLanguage,
  registerNamespaces,
  setLanguage,
  withNamespaces,
  type NamespaceResources,
} from './i18n';
export { errorMessage, errorMessageOf, errorTitle, validationMessage } from './translate-error';
export {
  DEFAULT_DATE_SETTINGS,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  formatTime,
  localeOf,
  type DateInput,
  type DateSettings,
} from './format.util';
export { DateSettingsProvider, useFormat, type Formatters } from './use-format.hook';
