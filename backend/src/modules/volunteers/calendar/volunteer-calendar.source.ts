import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PersonalCalendarRegistry, type PersonalCalendarEntry, type PersonalCalendarSource } from '../../events';
import { VolunteerQueriesService } from '../queries/volunteer-queries.service';

/**
 * A volunteer's services on their personal iCal feed (the events context's, one address for
 * everything on their calendar): each place not declined, pending ones tentative. Registered with
 * the events context through its public face; the events context does not know this one.
 */
@Injectable()
export class VolunteerCalendarSource implements PersonalCalendarSource, OnModuleInit {
  readonly name = 'volunteers';

  constructor(
    private readonly registry: PersonalCalendarRegistry,
    private readonly queries: VolunteerQueriesService,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async entriesFor(memberId: string): Promise<PersonalCalendarEntry[]> {
    const schedule = await this.queries.schedule(memberId);
    return schedule
      .filter((assignment) => assignment.status !== 'declined')
      .map((assignment) => ({
        uid: `volunteer-assignment-${assignment.id}`,
        summary: `${assignment.positionName} · ${assignment.title}`,
        description: assignment.title,
        startsAt: assignment.startsAt,
        endsAt: assignment.endsAt,
        tentative: assignment.status === 'pending',
        kind: `volunteer:${assignment.status}`,
      }));
  }
}
