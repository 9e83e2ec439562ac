import { ContextModule } from '../../platform/context/context-module.decorator';
import { MembersModule } from '../members';
import { CheckInController } from './check-in.controller';
import { CheckInLabelsService } from './check-in/check-in-labels.service';
import { FAMILY_LOOKUP } from './check-in/family-lookup.port';
import { HouseholdFamilyLookup } from './check-in/household-family-lookup.service';
import { ATTENDANCE_COMMAND_HANDLERS } from './commands/attendance-command-handlers';
import { RegisterOccurrence } from './commands/register-occurrence.service';
import { GatheringsController, MemberAttendanceController } from './gatherings.controller';
import { attendanceRecordsProjection } from './projections/attendance-records.projection';
import { custodyProjection } from './projections/custody.projection';
import { gatheringsProjection } from './projections/gatherings.projection';
import { occurrencesProjection } from './projections/occurrences.projection';
import { roomsProjection } from './projections/rooms.projection';
import { AttendancePeople } from './queries/attendance-people.service';
import { CheckInQueriesService } from './queries/check-in-queries.service';
import { GatheringQueriesService } from './queries/gathering-queries.service';

/** Gatherings and their registers, and child check-in with its custody trail. */
@ContextModule({
  name: 'attendance',
  imports: [MembersModule],
  controllers: [GatheringsController, MemberAttendanceController, CheckInController],
  providers: [
    AttendancePeople,
    GatheringQueriesService,
    CheckInQueriesService,
    CheckInLabelsService,
    RegisterOccurrence,
    // Families are the households (people in none are grouped by family name).
    { provide: FAMILY_LOOKUP, useClass: HouseholdFamilyLookup },
    ...ATTENDANCE_COMMAND_HANDLERS,
  ],
  exports: [GatheringQueriesService],
  projections: [gatheringsProjection, occurrencesProjection, attendanceRecordsProjection, custodyProjection, roomsProjection],
})
export class AttendanceModule {}
