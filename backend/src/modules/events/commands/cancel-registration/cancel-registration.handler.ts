import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { can } from '@koinonia/contracts';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { EventWriter } from '../event-writer.service';
import { rosterDecider } from '../../domain/roster.decider';
import { rosterStream } from '../../domain/roster.events';
import { CancelRegistrationCommand } from './cancel-registration.command';

@CommandHandler(CancelRegistrationCommand)
export class CancelRegistrationHandler implements ICommandHandler<CancelRegistrationCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly writer: EventWriter,
  ) {}

  async execute({ eventId, occurrence, registrationId, actor }: CancelRegistrationCommand): Promise<CommandDone> {
    const stream = rosterStream(eventId, occurrence);
    const { state: roster } = await this.executor.load(stream, rosterDecider);
    const entry = roster.entries.find((e) => e.registrationId === registrationId);
    const user = actor.kind === 'user' ? actor.user : null;
    // Someone else's registration is, for a member, not there.
    if (!entry || (user && entry.memberId !== user.memberId && !can(user.roles, 'events.write'))) throw new DomainError('NOT_FOUND');
    const { state: event } = await this.writer.load(eventId);
    const capacity = event.status === 'scheduled' ? event.details.capacity : null;
    const title = event.status === 'none' ? '' : event.details.title;
    const outcome = await this.executor.execute(
      stream,
      rosterDecider,
      { type: 'CancelRegistration', eventId, date: occurrence, registrationId, capacity, title },
      // A registration racing the cancellation is decided again with the freed place counted.
      { actorId: actorIdOf(actor), retries: 100 },
    );
    return { id: registrationId, revision: outcome.revision, position: outcome.position };
  }
}
