export { MembersOverview } from './components/members-overview';
export { membersKeys } from './api/members-query-keys.constant';
