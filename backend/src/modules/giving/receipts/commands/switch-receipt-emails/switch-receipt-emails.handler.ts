import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { RECEIPT_EMAILS_STREAM, receiptEmailsDecider } from '../../domain/receipt-emails.decider';
import { SwitchReceiptEmailsCommand } from './switch-receipt-emails.command';

@CommandHandler(SwitchReceiptEmailsCommand)
export class SwitchReceiptEmailsHandler implements ICommandHandler<SwitchReceiptEmailsCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ enabled, actor }: SwitchReceiptEmailsCommand): Promise<CommandDone> {
    const outcome = await this.executor.execute(
      RECEIPT_EMAILS_STREAM,
      receiptEmailsDecider,
      { type: 'SwitchReceiptEmails', enabled },
      { actorId: actorIdOf(actor) },
    );
    return { id: RECEIPT_EMAILS_STREAM, revision: outcome.revision, position: outcome.position };
  }
}
