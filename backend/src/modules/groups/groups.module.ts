import { ContextModule } from '../../platform/context/context-module.decorator';
import { MembersModule } from '../members';
import { GROUP_COMMAND_HANDLERS } from './commands/group-command-handlers';
import { GroupStateService } from './commands/group-state.service';
import { groupJoinApproved, groupJoinDeclined } from './group-join-answer.notification';
import { groupJoinRequested } from './group-join-requested.notification';
import { GroupsController, MemberGroupsController } from './groups.controller';
import { groupDirectoryProjection } from './projections/group-directory.projection';
import { groupMeetingsProjection } from './projections/group-meetings.projection';
import { groupMembershipsProjection } from './projections/group-memberships.projection';
import { GroupQueriesService } from './queries/group-queries.service';

/** Study groups: their description and leaders, join requests, rosters, and meetings with attendance. */
@ContextModule({
  name: 'groups',
  imports: [MembersModule],
  controllers: [GroupsController, MemberGroupsController],
  providers: [GroupStateService, GroupQueriesService, ...GROUP_COMMAND_HANDLERS],
  exports: [GroupQueriesService],
  projections: [groupDirectoryProjection, groupMembershipsProjection, groupMeetingsProjection],
  notificationSources: [groupJoinRequested, groupJoinApproved, groupJoinDeclined],
})
export class GroupsModule {}
