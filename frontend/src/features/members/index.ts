export { MemberCountCard, NewestMembersCard } from './components/members-overview';
export { memberQueryOptions } from './api/get-member.query';
export { AddMemberDialog } from './components/add-member.dialog';
export { DirectoryList } from './components/directory-list';
