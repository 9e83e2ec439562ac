export { useMemberSearch } from './member-search.query';
