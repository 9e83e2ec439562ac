import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { careRequestDecider } from '../../domain/care-request.decider';
import { careRequestStream } from '../../domain/care-request.events';
import { CareChecks } from '../care-checks.service';
import { OpenCareRequestCommand } from './open-care-request.command';

/** A person who exists, an assignee who may read care requests, then the request. */
@CommandHandler(OpenCareRequestCommand)
export class OpenCareRequestHandler implements ICommandHandler<OpenCareRequestCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly checks: CareChecks,
  ) {}

  async execute({ careRequestId, request, actor }: OpenCareRequestCommand): Promise<CommandDone> {
    await this.checks.memberExists(request.memberId);
    await this.checks.assigneeAllowed(request.assignedTo);
    const command = { type: 'OpenCareRequest' as const, careRequestId, ...request };
    const outcome = await this.executor.execute(careRequestStream(careRequestId), careRequestDecider, command, { actorId: actorIdOf(actor) });
    return { id: careRequestId, revision: outcome.revision, position: outcome.position };
  }
}
