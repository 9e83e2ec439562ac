import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Reactor } from '../../../platform/reactors/reactor.type';
import type { VolunteerPlaceTaken, VolunteerSlotCancelled, VolunteerSlotMoved } from '../domain/volunteer-slot.events';
import { VolunteerMail } from './volunteer-mail.service';

/**
 * The email a volunteer gets when they are scheduled (or sign up): what, when, and links to
 * confirm or decline without signing in. From the store's head on: a church starting to use the
 * schedule does not mail its past. At least once, made once by the event's id (VolunteerMail).
 * Places the app takes on its own (the demo church, with no one's account behind them) mail nobody.
 * When a slot follows its occurrence elsewhere or is cancelled with it, everyone holding a place on
 * it hears (a moved place can be confirmed or declined afresh from the links).
 */
const MAILED: ReadonlySet<string> = new Set<string>([
  'VolunteerPlaceTaken' satisfies VolunteerPlaceTaken['type'],
  'VolunteerSlotMoved' satisfies VolunteerSlotMoved['type'],
  'VolunteerSlotCancelled' satisfies VolunteerSlotCancelled['type'],
]);

@Injectable()
export class VolunteerMailReactor implements Reactor {
  readonly name = 'volunteer-mail';
  readonly checkpoint = { kind: 'document', from: 'now' } as const;

  constructor(private readonly mail: VolunteerMail) {}

  handles(event: RecordedEvent): boolean {
    return MAILED.has(event.type) && event.metadata.actorId !== null;
  }

  async handle(event: RecordedEvent): Promise<void> {
    if (
      event.type === ('VolunteerSlotMoved' satisfies VolunteerSlotMoved['type']) ||
      event.type === ('VolunteerSlotCancelled' satisfies VolunteerSlotCancelled['type'])
    ) {
      const data = event.data as (VolunteerSlotMoved | VolunteerSlotCancelled)['data'];
      const kind = event.type === 'VolunteerSlotMoved' ? 'moved' : 'cancelled';
      for (const { assignmentId, memberId, declined } of data.assignments) {
        if (declined) continue;
        const { positionName, title, startsAt } = data;
        await this.mail.send(`${kind}-${event.id}-${assignmentId}`, kind, {
          assignmentId,
          memberId,
          positionName,
          title,
          startsAt,
          withLinks: kind === 'moved',
        });
      }
      return;
    }
    const data = event.data as VolunteerPlaceTaken['data'];
    await this.mail.send(`placed-${event.id}`, data.source === 'leader' ? 'assigned' : 'signedUp', { ...data, withLinks: true });
  }
}
