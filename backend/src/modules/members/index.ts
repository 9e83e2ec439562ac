/** The members context's public face: the directory, for other contexts that name or link people. */
export { MembersModule } from './members.module';
export { MemberQueriesService } from './queries/member-queries.service';
export { MemberIdentities } from './queries/member-identities.service';
export { RegisterMemberCommand } from './commands/register-member/register-member.command';
export { ChangeMemberDetailsCommand } from './commands/change-member-details/change-member-details.command';
export { UpdateOwnDetailsCommand } from './commands/update-own-details/update-own-details.command';
export { ArchiveMemberCommand } from './commands/archive-member/archive-member.command';
export { ChangeMemberPrivacyCommand } from './commands/change-member-privacy/change-member-privacy.command';
export { WHOLE_DIRECTORY, directoryReaderOf, type DirectoryReader } from './queries/member-visibility.util';
export { memberDirectoryProjection, type MemberDocument } from './projections/member-directory.projection';
export { CreateHouseholdCommand } from './households/commands/create-household/create-household.command';
export { HouseholdQueriesService } from './households/queries/household-queries.service';
export { AddHouseholdMemberCommand } from './households/commands/add-household-member/add-household-member.command';
export { DissolveHouseholdCommand } from './households/commands/dissolve-household/dissolve-household.command';
export { isChildOn } from './domain/member-age';
export { MemberPhotoStore } from './photos/member-photo.store';
