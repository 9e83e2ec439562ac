/** The events context's public face: its module, its queries, and the commands the demo church seeds the calendar with. */
export { EventsModule } from './events.module';
export { ScheduleEventCommand } from './commands/schedule-event/schedule-event.command';
export { AddBookableCommand } from './commands/add-bookable/add-bookable.command';
export type { EventInput } from './commands/event-input.type';
export { EventQueriesService } from './queries/event-queries.service';
