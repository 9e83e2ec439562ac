import { ContextModule } from '../../platform/context/context-module.decorator';
import { EventsModule } from '../events';
import { MembersModule } from '../members';
import { OrganisationModule } from '../organisation';
import { PreferencesModule } from '../preferences';
import { VolunteerCalendarSource } from './calendar/volunteer-calendar.source';
import { VOLUNTEER_COMMAND_HANDLERS } from './commands/volunteer-command-handlers';
import { VolunteerWriter } from './commands/volunteer-writer.service';
import { VolunteerLinks } from './mail/volunteer-links.service';
import { VolunteerMail } from './mail/volunteer-mail.service';
import { VolunteerMailReactor } from './mail/volunteer-mail.reactor';
import { VolunteerReminderJob } from './mail/volunteer-reminder.job';
import { volunteerAssignmentsProjection } from './projections/volunteer-assignments.projection';
import { volunteerBlockoutsProjection } from './projections/volunteer-blockouts.projection';
import { volunteerSlotsProjection } from './projections/volunteer-slots.projection';
import { volunteerTeamsProjection } from './projections/volunteer-teams.projection';
import { SlotsFollowOccurrencesReactor } from './reactors/slots-follow-occurrences.reactor';
import { VolunteerQueriesService } from './queries/volunteer-queries.service';
import { volunteerDeclined } from './volunteer-declined.notification';
import { volunteerSlotCancelled, volunteerSlotMoved } from './volunteer-slot-changes.notification';
import { VolunteerScheduleController, VolunteerTeamsController } from './volunteers.controller';

/** Volunteer scheduling: teams, positions and requirements, slots on event occurrences, sign-ups, assignments and their answers. */
@ContextModule({
  name: 'volunteers',
  imports: [MembersModule, EventsModule, OrganisationModule, PreferencesModule],
  controllers: [VolunteerTeamsController, VolunteerScheduleController],
  providers: [
    VolunteerWriter,
    VolunteerQueriesService,
    VolunteerLinks,
    VolunteerMail,
    VolunteerMailReactor,
    VolunteerReminderJob,
    SlotsFollowOccurrencesReactor,
    VolunteerCalendarSource,
    ...VOLUNTEER_COMMAND_HANDLERS,
  ],
  exports: [VolunteerQueriesService],
  projections: [volunteerTeamsProjection, volunteerSlotsProjection, volunteerAssignmentsProjection, volunteerBlockoutsProjection],
  notificationSources: [volunteerDeclined, volunteerSlotMoved, volunteerSlotCancelled],
  reactors: [VolunteerMailReactor, SlotsFollowOccurrencesReactor],
})
export class VolunteersModule {}
