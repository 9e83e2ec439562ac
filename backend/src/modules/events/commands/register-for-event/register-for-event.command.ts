import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** What registering answers: the registration, and whether it has a place or waits (and where). */
export interface RegistrationDone extends CommandDone {
  status: 'registered' | 'waitlisted';
  waitlistPlace: number | null;
}

/** Register a member (oneself, or with events.write anyone) for an occurrence: a place, or the wait list when it is full. */
export class RegisterForEventCommand extends Command<RegistrationDone> {
  constructor(
    readonly eventId: string,
    readonly registrationId: string,
    readonly memberId: string | undefined,
    readonly occurrence: string | undefined,
    readonly party: number,
    readonly actor: CommandActor,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
