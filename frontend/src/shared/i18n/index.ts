export { initI18n, i18next, LANGUAGE_STORAGE_KEY, NAMESPACES, type Namespace } from './i18n';
export { errorMessage, errorMessageOf, errorTitle, validationMessage } from './translate-error';
export { formatDate } from './format.util';
