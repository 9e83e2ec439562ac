import { Injectable } from '@nestjs/common';
import { programRoom } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Reactor } from '../../../platform/reactors/reactor.type';
import { RealtimeService } from '../../../platform/realtime/realtime.service';
import { PROGRAM_EVENT_TYPES } from '../domain/program.events';

/**
 * Tells the team with a program open that it changed, live from now on (a program opened later is
 * fetched afresh). Only the position goes out: each reader fetches the program at it.
 */
@Injectable()
export class ProgramChangesReactor implements Reactor {
  readonly name = 'program-changes';
  readonly checkpoint = { kind: 'live' } as const;

  constructor(private readonly realtime: RealtimeService) {}

  handles(event: RecordedEvent): boolean {
    return PROGRAM_EVENT_TYPES.has(event.type);
  }

  handle(event: RecordedEvent): Promise<void> {
    const programId = (event.data as { programId: string }).programId;
    this.realtime.toRoom(programRoom(programId), 'program:changed', { programId, position: event.position.toString() });
    return Promise.resolve();
  }
}
