import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { can, VALIDATION_MESSAGES } from '@koinonia/contracts';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { MemberQueriesService } from '../../../members';
import { rosterDecider, waitlistPlace } from '../../domain/roster.decider';
import { rosterStream } from '../../domain/roster.events';
import { EventOccurrences } from '../../registrations/event-occurrence.service';
import { instantOf, parseWall } from '../../schedule/zoned-time.util';
import { RegisterForEventCommand, type RegistrationDone } from './register-for-event.command';

/** Every registration for one place decided at the roster's revision: racing for the last, one gets it and the rest decide again and wait. */
const RACE_RETRIES = 100;

@CommandHandler(RegisterForEventCommand)
export class RegisterForEventHandler implements ICommandHandler<RegisterForEventCommand, RegistrationDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly occurrences: EventOccurrences,
    private readonly members: MemberQueriesService,
  ) {}

  async execute({ eventId, registrationId, memberId, occurrence: date, party, actor, now }: RegisterForEventCommand): Promise<RegistrationDone> {
    const user = actor.kind === 'user' ? actor.user : null;
    const { event, occurrence } = await this.occurrences.resolve(eventId, date, user, now);
    const who = memberId ?? user?.memberId ?? null;
    if (!who) throw DomainError.validation([{ field: 'memberId', message: VALIDATION_MESSAGES.required }]);
    // Someone else's registration is the office's to make.
    if (user && who !== user.memberId && !can(user.roles, 'events.write')) throw new DomainError('AUTHORIZATION');
    const record = await this.members.record(who);
    if (!record || record.status !== 'active') throw new DomainError('MEMBER_NOT_FOUND');
    const { details, times } = event;
    if (details.registration !== 'open' || occurrence.end <= now.getTime()) throw new DomainError('REGISTRATION_CLOSED');
    const deadline = details.registrationDeadline ? parseWall(details.registrationDeadline) : null;
    if (deadline !== null && instantOf(deadline, times.timeZone) < now.getTime()) throw new DomainError('REGISTRATION_DEADLINE_PASSED');
    const outcome = await this.executor.execute(
      rosterStream(eventId, occurrence.date),
      rosterDecider,
      { type: 'Register', eventId, date: occurrence.date, registrationId, memberId: who, party, capacity: details.capacity },
      { actorId: actorIdOf(actor), retries: RACE_RETRIES },
    );
    const entry = outcome.state.entries.find((e) => e.registrationId === registrationId);
    const status = entry?.status === 'registered' ? 'registered' : 'waitlisted';
    return { id: registrationId, revision: outcome.revision, position: outcome.position, status, waitlistPlace: waitlistPlace(outcome.state, registrationId) };
  }
}
