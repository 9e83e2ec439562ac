export { MemberCountCard, NewestMembersCard } from './components/members-overview';
export { memberQueryOptions } from './api/get-member.query';
