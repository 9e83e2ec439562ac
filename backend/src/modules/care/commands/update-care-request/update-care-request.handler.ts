import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { careRequestDecider } from '../../domain/care-request.decider';
import { careRequestStream } from '../../domain/care-request.events';
import { isUuid } from '../../queries/uuid.util';
import { CareChecks } from '../care-checks.service';
import { UpdateCareRequestCommand } from './update-care-request.command';

@CommandHandler(UpdateCareRequestCommand)
export class UpdateCareRequestHandler implements ICommandHandler<UpdateCareRequestCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly checks: CareChecks,
  ) {}

  async execute({ careRequestId, changes, expectedRevision, actor }: UpdateCareRequestCommand): Promise<CommandDone> {
    if (!isUuid(careRequestId)) throw new DomainError('NOT_FOUND');
    await this.checks.assigneeAllowed(changes.assignedTo);
    const command = { type: 'UpdateCareRequest' as const, careRequestId, changes };
    const outcome = await this.executor.execute(careRequestStream(careRequestId), careRequestDecider, command, { actorId: actorIdOf(actor), expectedRevision });
    return { id: careRequestId, revision: outcome.revision, position: outcome.position };
  }
}
