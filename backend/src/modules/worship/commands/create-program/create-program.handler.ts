import { createHash, randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { DomainError } from '../../../../platform/errors/domain-error';
import { WorshipQueriesService } from '../../queries/worship-queries.service';
import { WorshipWriter } from '../worship-writer.service';
import { CreateProgramCommand } from './create-program.command';

/** The one program id of an event occurrence, so that two people planning it at once meet on one stream. */
function occurrenceProgramId(eventId: string, occurrenceStart: string): string {
  const hex = createHash('sha256')
    .update(`program:${eventId}:${new Date(occurrenceStart).toISOString()}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

@CommandHandler(CreateProgramCommand)
export class CreateProgramHandler implements ICommandHandler<CreateProgramCommand, CommandDone> {
  constructor(
    private readonly writer: WorshipWriter,
    private readonly queries: WorshipQueriesService,
  ) {}

  async execute({ input, templateId, actor }: CreateProgramCommand): Promise<CommandDone> {
    if ((input.eventId === null) !== (input.occurrenceStart === null)) {
      throw DomainError.validation([{ field: input.eventId === null ? 'eventId' : 'occurrenceStart', message: VALIDATION_MESSAGES.required }]);
    }
    const template = templateId
      ? await this.queries.template(templateId).catch(() => {
          throw DomainError.validation([{ field: 'templateId', message: VALIDATION_MESSAGES.choice }]);
        })
      : null;
    const items = (template?.items ?? []).map((item) => ({ ...item, id: randomUUID() }));
    const programId = input.eventId && input.occurrenceStart ? occurrenceProgramId(input.eventId, input.occurrenceStart) : randomUUID();
    const serviceStart = new Date(input.serviceStart).toISOString();
    const occurrenceStart = input.occurrenceStart ? new Date(input.occurrenceStart).toISOString() : null;
    return this.writer.program(
      { type: 'CreateProgram', programId, title: input.title, serviceStart, eventId: input.eventId, occurrenceStart, items, templateId },
      actor,
    );
  }
}
