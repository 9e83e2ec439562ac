export { MIN_SEARCH_LENGTH, searchQueryOptions, useSearchRecords } from './api/search.query';
