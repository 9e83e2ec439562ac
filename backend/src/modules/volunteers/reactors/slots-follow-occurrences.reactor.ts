import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { bySystem } from '../../../platform/commands/command-actor.type';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Reactor } from '../../../platform/reactors/reactor.type';
import { EventOccurrences, occurrenceChangeOf, type EventOccurrenceRef } from '../../events';
import { FollowOccurrenceCommand } from '../commands/follow-occurrence/follow-occurrence.command';
import { VolunteerQueriesService } from '../queries/volunteer-queries.service';

const factsOf = ({ eventId, title, occurrenceStart, date, startsAt, endsAt }: EventOccurrenceRef) => ({
  eventId,
  title,
  occurrenceStart,
  date,
  startsAt,
  endsAt,
});

/**
 * Slots follow their occurrence. An occurrence is named by the date it was scheduled for (as the
 * event names it): when an event moves or cancels occurrences, each slot on them is moved to where
 * its occurrence is now — read from the event's own stream — or cancelled when the event no longer
 * has that date. A series ended for "this and following" leaves its later slots to the event that
 * continues it, which takes the slots of the dates it has. The people on a slot hear of it from the
 * slot's own events (VolunteerMailReactor, the notification sources). At least once: a slot already
 * where its occurrence is records nothing.
 */
@Injectable()
export class SlotsFollowOccurrencesReactor implements Reactor {
  readonly name = 'volunteer-slots-follow-occurrences';
  readonly checkpoint = { kind: 'document', from: 'now' } as const;

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: VolunteerQueriesService,
    private readonly occurrences: EventOccurrences,
  ) {}

  handles(event: RecordedEvent): boolean {
    return occurrenceChangeOf(event) !== null;
  }

  async handle(event: RecordedEvent): Promise<void> {
    const change = occurrenceChangeOf(event);
    if (!change) return;
    const eventId = change.kind === 'continued' ? change.continues : change.eventId;
    // On behalf of whoever changed the event, so that what the demo church does on its own mails nobody.
    const actor = bySystem(event.metadata.actorId);
    for (const slot of await this.queries.slotsOnEvent(eventId)) {
      if (change.kind === 'one' && slot.date !== change.date) continue;
      let now = await this.occurrences.refOn(eventId, slot.date);
      if (!now && change.kind === 'continued') now = await this.occurrences.refOn(change.eventId, slot.date);
      if (!now && change.kind === 'all' && change.continuedBy) continue;
      await this.commands.execute(new FollowOccurrenceCommand(slot.slotId, now ? factsOf(now) : null, actor));
    }
  }
}
