import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { UUID_PATTERN } from '../../../domain/uuid.constant';
import { recurringGiftStream } from '../../domain/online-giving.events';
import { recurringGiftDecider, type RecurringGiftCommand } from '../../domain/recurring-gift.decider';
import { ChurchDates } from '../church-dates.service';
import { ChangeRecurringGiftCommand } from './change-recurring-gift.command';

/** Only the giver changes their recurring gift: another's answers NOT_FOUND, as if it did not exist. */
@CommandHandler(ChangeRecurringGiftCommand)
export class ChangeRecurringGiftHandler implements ICommandHandler<ChangeRecurringGiftCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly dates: ChurchDates,
  ) {}

  async execute({ recurringGiftId, change, expectedRevision, user }: ChangeRecurringGiftCommand): Promise<CommandDone> {
    const stream = recurringGiftStream(recurringGiftId);
    const { state } = UUID_PATTERN.test(recurringGiftId) ? await this.executor.load(stream, recurringGiftDecider) : { state: null };
    if (!state?.gift || !user.memberId || state.gift.memberId !== user.memberId) throw new DomainError('NOT_FOUND');
    const command: RecurringGiftCommand =
      change === 'pause'
        ? { type: 'PauseRecurringGift', recurringGiftId }
        : change === 'resume'
          ? { type: 'ResumeRecurringGift', recurringGiftId, today: await this.dates.today() }
          : { type: 'CancelRecurringGift', recurringGiftId };
    const outcome = await this.executor.execute(stream, recurringGiftDecider, command, { actorId: user.id, expectedRevision });
    return { id: recurringGiftId, revision: outcome.revision, position: outcome.position };
  }
}
