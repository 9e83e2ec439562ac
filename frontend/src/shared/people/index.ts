export { memberSearchKey, useMemberSearch, type MemberSearchOptions } from './member-search.query';
