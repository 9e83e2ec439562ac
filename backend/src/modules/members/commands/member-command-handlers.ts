import { ArchiveMemberHandler } from './archive-member/archive-member.handler';
import { ChangeMemberDetailsHandler } from './change-member-details/change-member-details.handler';
import { ChangeMemberPhotoHandler } from './change-member-photo/change-member-photo.handler';
import { ChangeMemberPrivacyHandler } from './change-member-privacy/change-member-privacy.handler';
import { RegisterMemberHandler } from './register-member/register-member.handler';
import { RestoreMemberHandler } from './restore-member/restore-member.handler';
import { MergeMembersHandler } from './merge-members/merge-members.handler';
import { UnmergeMemberHandler } from './unmerge-member/unmerge-member.handler';
import { UpdateOwnDetailsHandler } from './update-own-details/update-own-details.handler';
import { ApproveSelfUpdateHandler } from './approve-self-update/approve-self-update.handler';
import { DeclineSelfUpdateHandler } from './decline-self-update/decline-self-update.handler';
import { UpdateOwnHouseholdAddressHandler } from './update-own-household-address/update-own-household-address.handler';

/** The members context's write side: one handler per use case. */
export const MEMBER_COMMAND_HANDLERS = [
  RegisterMemberHandler,
  ChangeMemberDetailsHandler,
  ArchiveMemberHandler,
  RestoreMemberHandler,
  ChangeMemberPrivacyHandler,
  ChangeMemberPhotoHandler,
  MergeMembersHandler,
  UnmergeMemberHandler,
  UpdateOwnDetailsHandler,
  ApproveSelfUpdateHandler,
  DeclineSelfUpdateHandler,
  UpdateOwnHouseholdAddressHandler,
];
