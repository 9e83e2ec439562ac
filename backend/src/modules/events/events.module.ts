import { ContextModule } from '../../platform/context/context-module.decorator';
import { OrganisationModule } from '../organisation';
import { CalendarChangesReactor } from './calendar/calendar-changes.reactor';
import { CalendarFeedController } from './calendar/calendar-feed.controller';
import { EVENT_COMMAND_HANDLERS } from './commands/event-command-handlers';
import { EventWriter } from './commands/event-writer.service';
import { BookablesController, EventsController } from './events.controller';
import { bookablesProjection } from './projections/bookables.projection';
import { eventsProjection } from './projections/events.projection';
import { EventQueriesService } from './queries/event-queries.service';

/** Events and the calendar: one-off and recurring events in the church's zone, and the rooms and resources they book. */
@ContextModule({
  name: 'events',
  imports: [OrganisationModule],
  controllers: [EventsController, BookablesController, CalendarFeedController],
  providers: [EventWriter, EventQueriesService, ...EVENT_COMMAND_HANDLERS],
  exports: [EventQueriesService],
  projections: [eventsProjection, bookablesProjection],
  reactors: [CalendarChangesReactor],
})
export class EventsModule {}
