import { ContextModule } from '../../platform/context/context-module.decorator';
import { OrganisationModule } from '../organisation';
import { MEMBER_COMMAND_HANDLERS } from './commands/member-command-handlers';
import { MembersController } from './members.controller';
import { memberDirectoryProjection } from './projections/member-directory.projection';
import { memberAliasesProjection } from './projections/member-aliases.projection';
import { MemberIdentities } from './queries/member-identities.service';
import { MemberPhotoStore } from './photos/member-photo.store';
import { MemberQueriesService } from './queries/member-queries.service';
import { MemberSearchProvider } from './search/member-search.provider';
import { DuplicateQueriesService } from './duplicates/duplicate-queries.service';
import { HOUSEHOLD_COMMAND_HANDLERS } from './households/commands/household-command-handlers';
import { HouseholdPlaces } from './households/commands/household-places.service';
import { HouseholdsController } from './households/households.controller';
import { householdDirectoryProjection } from './households/projections/household-directory.projection';
import { HouseholdQueriesService } from './households/queries/household-queries.service';
import { memberSelfUpdatesProjection } from './projections/member-self-updates.projection';
import { SelfUpdateQueriesService } from './queries/self-update-queries.service';
import { selfUpdateApproved, selfUpdateDeclined } from './self-updates/self-update-answer.notification';
import { SelfUpdatesController } from './self-updates/self-updates.controller';

/** The member directory: people, their details and privacy choices, and their history. */
@ContextModule({
  name: 'members',
  imports: [OrganisationModule],
  controllers: [MembersController, HouseholdsController, SelfUpdatesController],
  providers: [
    MemberQueriesService,
    MemberIdentities,
    MemberPhotoStore,
    ...MEMBER_COMMAND_HANDLERS,
    HouseholdPlaces,
    HouseholdQueriesService,
    DuplicateQueriesService,
    SelfUpdateQueriesService,
    ...HOUSEHOLD_COMMAND_HANDLERS,
  ],
  exports: [MemberQueriesService, HouseholdQueriesService, MemberPhotoStore, MemberIdentities],
  projections: [memberDirectoryProjection, householdDirectoryProjection, memberAliasesProjection, memberSelfUpdatesProjection],
  notificationSources: [selfUpdateApproved, selfUpdateDeclined],
  searchProviders: [MemberSearchProvider],
})
export class MembersModule {}
