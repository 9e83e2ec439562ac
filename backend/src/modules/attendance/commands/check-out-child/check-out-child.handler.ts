import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { checkInDecider } from '../../domain/check-in.decider';
import { checkInStream } from '../../domain/check-in.events';
import { CheckOutChildCommand } from './check-out-child.command';

/** A matching code hands the child back; a wrong one is recorded on the trail, then refused. */
@CommandHandler(CheckOutChildCommand)
export class CheckOutChildHandler implements ICommandHandler<CheckOutChildCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ checkInId, memberId, code, collectedBy, actor }: CheckOutChildCommand): Promise<CommandDone> {
    const outcome = await this.executor.execute(
      checkInStream(checkInId),
      checkInDecider,
      { type: 'CheckOut', checkInId, memberId, code, collectedBy },
      { actorId: actorIdOf(actor), retries: 3 },
    );
    if (outcome.events.some((event) => event.type === 'ChildCheckOutRefused')) throw new DomainError('CHECK_IN_CODE_MISMATCH');
    return { id: checkInId, revision: outcome.revision, position: outcome.position };
  }
}
