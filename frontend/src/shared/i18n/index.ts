export { currentLanguage, initI18n, i18next, registerNamespaces, setLanguage, withNamespaces, type NamespaceResources } from './i18n';
export { errorMessage, errorMessageOf, validationMessage } from './translate-error';
export { formatDate, formatNumber, formatTime, localeOf, type DateSettings } from './format.util';
export { DateSettingsProvider, useDateSettings, useFormat, type Formatters } from './use-format.hook';
export { compactMoneyText, minorToInput, moneyText, parseMinor } from './money.util';
