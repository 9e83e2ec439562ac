import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { EventQueriesService } from '../../../events';
import { volunteerSlotDecider } from '../../domain/volunteer-slot.decider';
import { volunteerSlotStream } from '../../domain/volunteer-slot.events';
import { VolunteerQueriesService } from '../../queries/volunteer-queries.service';
import { VolunteerWriter } from '../volunteer-writer.service';
import { OpenVolunteerSlotCommand } from './open-volunteer-slot.command';

@CommandHandler(OpenVolunteerSlotCommand)
export class OpenVolunteerSlotHandler implements ICommandHandler<OpenVolunteerSlotCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly writer: VolunteerWriter,
    private readonly queries: VolunteerQueriesService,
    private readonly events: EventQueriesService,
  ) {}

  async execute({ slotId, eventId, occurrenceStart, positionId, needed, actor }: OpenVolunteerSlotCommand): Promise<CommandDone> {
    const team = await this.writer.team(await this.queries.teamOfPosition(positionId));
    this.writer.requireScheduler(actor, team);
    const position = team.positions[positionId];
    if (!position) throw DomainError.validation([{ field: 'position', message: VALIDATION_MESSAGES.choice }]);
    const occurrence = await this.events.occurrenceAt(eventId, occurrenceStart);
    if (!occurrence) throw DomainError.validation([{ field: 'occurrenceStart', message: VALIDATION_MESSAGES.choice }]);
    const command = {
      type: 'OpenSlot' as const,
      slotId,
      needed,
      teamId: team.teamId,
      positionId,
      positionName: position.name,
      eventId,
      title: occurrence.title,
      occurrenceStart: occurrence.occurrenceStart,
      date: occurrence.date,
      startsAt: occurrence.startsAt,
      endsAt: occurrence.endsAt,
    };
    const outcome = await this.executor.execute(volunteerSlotStream(slotId), volunteerSlotDecider, command, { actorId: actorIdOf(actor) });
    return { id: slotId, revision: outcome.revision, position: outcome.position };
  }
}
