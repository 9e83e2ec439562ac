import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { can, RECEIPT_MEDIA_TYPES } from '@koinonia/contracts';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { expenseDecider } from '../../domain/expense.decider';
import { expenseStream } from '../../domain/finance.events';
import { ExpenseReceiptStore } from '../../receipts/expense-receipt.store';
import { AttachReceiptCommand } from './attach-receipt.command';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The submitter attaches their receipt, or the finance role does for them; a file is written only for an expense that takes it. */
@CommandHandler(AttachReceiptCommand)
export class AttachReceiptHandler implements ICommandHandler<AttachReceiptCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly receipts: ExpenseReceiptStore,
  ) {}

  async execute({ expenseId, fileId, file, actor }: AttachReceiptCommand): Promise<CommandDone> {
    // The type is the content's (magic bytes), never the name's.
    const mediaType = file.detectedType?.mime ?? '';
    if (!(RECEIPT_MEDIA_TYPES as readonly string[]).includes(mediaType)) throw new DomainError('UNSUPPORTED_FILE_TYPE');
    const loaded = UUID.test(expenseId) ? await this.executor.load(expenseStream(expenseId), expenseDecider) : null;
    if (!loaded || loaded.state.state === 'none') throw new DomainError('NOT_FOUND');
    const actorId = actorIdOf(actor);
    if (actor.kind === 'user' && loaded.state.submittedBy !== actorId && !can(actor.user.roles, 'finance.manage')) throw new DomainError('AUTHORIZATION');
    if (loaded.state.state !== 'submitted') throw new DomainError('EXPENSE_STATE_CONFLICT', { state: loaded.state.state });
    await this.receipts.save(fileId, file.bytes);
    const receipt = { fileId, filename: file.filename.slice(0, 200) || 'receipt', mediaType, bytes: file.bytes.length };
    try {
      const outcome = await this.executor.execute(expenseStream(expenseId), expenseDecider, { type: 'AttachReceipt', expenseId, receipt }, { actorId });
      return { id: expenseId, revision: outcome.revision, position: outcome.position };
    } catch (error) {
      await this.receipts.remove(fileId);
      throw error;
    }
  }
}
