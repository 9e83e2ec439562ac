import { AddBookableHandler } from './add-bookable/add-bookable.handler';
import { AddEventCategoryHandler } from './add-event-category/add-event-category.handler';
import { CancelRegistrationHandler } from './cancel-registration/cancel-registration.handler';
import { IssueCalendarFeedHandler } from './issue-calendar-feed/issue-calendar-feed.handler';
import { RevokeCalendarFeedHandler } from './revoke-calendar-feed/revoke-calendar-feed.handler';
import { CheckInAttendeeHandler } from './check-in-attendee/check-in-attendee.handler';
import { RegisterForEventHandler } from './register-for-event/register-for-event.handler';
import { CancelEventHandler } from './cancel-event/cancel-event.handler';
import { CancelOccurrenceHandler } from './cancel-occurrence/cancel-occurrence.handler';
import { ChangeEventHandler } from './change-event/change-event.handler';
import { ChangeEventImageHandler } from './change-event-image/change-event-image.handler';
import { ChangeOccurrenceHandler } from './change-occurrence/change-occurrence.handler';
import { ScheduleEventHandler } from './schedule-event/schedule-event.handler';

/** The events context's write side: one handler per use case. */
export const EVENT_COMMAND_HANDLERS = [
  ScheduleEventHandler,
  ChangeEventHandler,
  CancelEventHandler,
  ChangeOccurrenceHandler,
  CancelOccurrenceHandler,
  AddBookableHandler,
  RegisterForEventHandler,
  CancelRegistrationHandler,
  CheckInAttendeeHandler,
  AddEventCategoryHandler,
  ChangeEventImageHandler,
  IssueCalendarFeedHandler,
  RevokeCalendarFeedHandler,
];
