import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { DomainError } from '../../../../platform/errors/domain-error';
import { programDecider } from '../../domain/program.decider';
import { programStream } from '../../domain/program.events';
import { WorshipWriter } from '../worship-writer.service';
import { SaveProgramTemplateCommand } from './save-program-template.command';

@CommandHandler(SaveProgramTemplateCommand)
export class SaveProgramTemplateHandler implements ICommandHandler<SaveProgramTemplateCommand, CommandDone> {
  constructor(private readonly writer: WorshipWriter) {}

  async execute({ templateId, name, programId, actor }: SaveProgramTemplateCommand): Promise<CommandDone> {
    // The program as its stream has it now, not as the read side last saw it.
    const { state } = await this.writer.executor.load(programStream(programId), programDecider);
    if (state.status !== 'planned') throw new DomainError('NOT_FOUND');
    const items = state.items.map(({ id: _id, ...fields }) => fields);
    return this.writer.template({ type: 'SaveProgramTemplate', templateId, name, items, fromProgramId: programId }, actor);
  }
}
