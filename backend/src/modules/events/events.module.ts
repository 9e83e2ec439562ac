import { ContextModule } from '../../platform/context/context-module.decorator';
import { MembersModule } from '../members';
import { OrganisationModule } from '../organisation';
import { PreferencesModule } from '../preferences';
import { EventCategoriesController } from './categories/event-categories.controller';
import { eventCategoriesProjection } from './categories/event-categories.projection';
import { EventCategories } from './categories/event-categories.service';
import { CalendarChangesReactor } from './calendar/calendar-changes.reactor';
import { CalendarFeedController, MyCalendarFeedController } from './calendar/calendar-feed.controller';
import { PersonalCalendarRegistry } from './calendar/personal-calendar.registry';
import { PersonalFeed } from './calendar/personal-feed.service';
import { EVENT_COMMAND_HANDLERS } from './commands/event-command-handlers';
import { EventWriter } from './commands/event-writer.service';
import { BookablesController, EventsController } from './events.controller';
import { bookablesProjection } from './projections/bookables.projection';
import { eventsProjection } from './projections/events.projection';
import { EventImageStore } from './images/event-image.store';
import { EventQueriesService } from './queries/event-queries.service';
import { rostersProjection } from './projections/rosters.projection';
import { EventAnalyticsController } from './registrations/event-analytics.controller';
import { EventAnalytics } from './registrations/event-analytics.service';
import { EventOccurrences } from './registrations/event-occurrence.service';
import { RegistrationMailReactor } from './registrations/registration-mail.reactor';
import { registrationPromoted } from './registrations/registration-promoted.notification';
import { RegistrationQueries } from './registrations/registration-queries.service';
import { RegistrationsController } from './registrations/registrations.controller';

/** Events and the calendar: one-off and recurring events in the church's zone, the rooms and resources they book, registrations and check-in. */
@ContextModule({
  name: 'events',
  imports: [OrganisationModule, MembersModule, PreferencesModule],
  controllers: [
    EventsController,
    BookablesController,
    CalendarFeedController,
    RegistrationsController,
    EventCategoriesController,
    MyCalendarFeedController,
    EventAnalyticsController,
  ],
  providers: [
    EventWriter,
    EventQueriesService,
    EventOccurrences,
    RegistrationQueries,
    EventCategories,
    EventImageStore,
    PersonalFeed,
    PersonalCalendarRegistry,
    EventAnalytics,
    ...EVENT_COMMAND_HANDLERS,
  ],
  exports: [EventQueriesService, EventOccurrences, PersonalCalendarRegistry, RegistrationQueries],
  projections: [eventsProjection, bookablesProjection, rostersProjection, eventCategoriesProjection],
  reactors: [CalendarChangesReactor, RegistrationMailReactor],
  notificationSources: [registrationPromoted],
})
export class EventsModule {}
