import { Injectable } from '@nestjs/common';
import { REALTIME_ROOMS } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Reactor } from '../../../platform/reactors/reactor.type';
import { RealtimeService } from '../../../platform/realtime/realtime.service';
import { EVENT_EVENT_TYPES } from '../domain/event.events';

/**
 * Tells the calendars open now that an event changed, live from now on (a calendar closed since
 * fetches afresh when it opens). Only the position goes out: each reader fetches what they may see.
 */
@Injectable()
export class CalendarChangesReactor implements Reactor {
  readonly name = 'calendar-changes';
  readonly checkpoint = { kind: 'live' } as const;

  constructor(private readonly realtime: RealtimeService) {}

  handles(event: RecordedEvent): boolean {
    return EVENT_EVENT_TYPES.has(event.type);
  }

  handle(event: RecordedEvent): Promise<void> {
    this.realtime.toRoom(REALTIME_ROOMS.calendar, 'calendar:changed', { position: event.position.toString() });
    return Promise.resolve();
  }
}
