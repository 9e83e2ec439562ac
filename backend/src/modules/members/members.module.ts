import { ContextModule } from '../../platform/context/context-module.decorator';
import { OrganisationModule } from '../organisation';
import { MEMBER_COMMAND_HANDLERS } from './commands/member-command-handlers';
import { MembersController } from './members.controller';
import { memberDirectoryProjection } from './projections/member-directory.projection';
import { MemberPhotoStore } from './photos/member-photo.store';
import { MemberQueriesService } from './queries/member-queries.service';
import { MemberSearchProvider } from './search/member-search.provider';

/** The member directory: people, their details and privacy choices, and their history. */
@ContextModule({
  name: 'members',
  imports: [OrganisationModule],
  controllers: [MembersController],
  providers: [MemberQueriesService, MemberPhotoStore, ...MEMBER_COMMAND_HANDLERS],
  exports: [MemberQueriesService],
  projections: [memberDirectoryProjection],
  searchProviders: [MemberSearchProvider],
})
export class MembersModule {}
