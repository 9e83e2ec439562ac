export { MemberCountCard, NewestMembersCard } from './components/members-overview';
export { memberQueryOptions } from './api/get-member.query';
export { membersKeys } from './api/members-query-keys.constant';
