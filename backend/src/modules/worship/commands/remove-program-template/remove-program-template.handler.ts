import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { WorshipWriter } from '../worship-writer.service';
import { RemoveProgramTemplateCommand } from './remove-program-template.command';

@CommandHandler(RemoveProgramTemplateCommand)
export class RemoveProgramTemplateHandler implements ICommandHandler<RemoveProgramTemplateCommand, CommandDone> {
  constructor(private readonly writer: WorshipWriter) {}

  execute({ templateId, actor }: RemoveProgramTemplateCommand): Promise<CommandDone> {
    return this.writer.template({ type: 'RemoveProgramTemplate', templateId }, actor);
  }
}
