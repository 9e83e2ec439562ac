import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Reactor } from '../../../platform/reactors/reactor.type';
import type { VolunteerPlaceTaken } from '../domain/volunteer-slot.events';
import { VolunteerMail } from './volunteer-mail.service';

/**
 * The email a volunteer gets when they are scheduled (or sign up): what, when, and links to
 * confirm or decline without signing in. From the store's head on: a church starting to use the
 * schedule does not mail its past. At least once, made once by the event's id (VolunteerMail).
 * Places the app takes on its own (the demo church, with no one's account behind them) mail nobody.
 */
@Injectable()
export class VolunteerMailReactor implements Reactor {
  readonly name = 'volunteer-mail';
  readonly checkpoint = { kind: 'document', from: 'now' } as const;

  constructor(private readonly mail: VolunteerMail) {}

  handles(event: RecordedEvent): boolean {
    return event.type === ('VolunteerPlaceTaken' satisfies VolunteerPlaceTaken['type']) && event.metadata.actorId !== null;
  }

  async handle(event: RecordedEvent): Promise<void> {
    const data = event.data as VolunteerPlaceTaken['data'];
    await this.mail.send(`placed-${event.id}`, data.source === 'leader' ? 'assigned' : 'signedUp', { ...data, withLinks: true });
  }
}
