export { MIN_SEARCH_LENGTH, useSearchRecords } from './api/search.query';
