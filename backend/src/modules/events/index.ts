/** The events context's public face: its module, its queries, and the commands the demo church seeds the calendar and its registrations with. */
export { EventsModule } from './events.module';
export { ScheduleEventCommand } from './commands/schedule-event/schedule-event.command';
export { AddBookableCommand } from './commands/add-bookable/add-bookable.command';
export type { EventInput } from './commands/event-input.type';
export { EventQueriesService } from './queries/event-queries.service';
export { RegisterForEventCommand } from './commands/register-for-event/register-for-event.command';
export { CheckInAttendeeCommand } from './commands/check-in-attendee/check-in-attendee.command';
export { AddEventCategoryCommand } from './commands/add-event-category/add-event-category.command';
export { EventOccurrences } from './registrations/event-occurrence.service';
export { occurrenceChangeOf } from './schedule/occurrence-change.util';
export type { EventOccurrenceRef } from './queries/event-queries.service';
export { PersonalCalendarRegistry, type PersonalCalendarEntry, type PersonalCalendarSource } from './calendar/personal-calendar.registry';
export { RegistrationQueries } from './registrations/registration-queries.service';
