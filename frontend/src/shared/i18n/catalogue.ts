/** The error catalogue in every language: its own chunk, fetched with a language other than English. */
export { CATALOGUE_TRANSLATIONS } from '@koinonia/contracts';
