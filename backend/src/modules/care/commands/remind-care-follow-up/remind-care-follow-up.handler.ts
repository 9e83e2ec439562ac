import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { careRequestDecider } from '../../domain/care-request.decider';
import { careRequestStream } from '../../domain/care-request.events';
import { RemindCareFollowUpCommand } from './remind-care-follow-up.command';

/** Recorded as the app's own doing; the decider reminds once per date. */
@CommandHandler(RemindCareFollowUpCommand)
export class RemindCareFollowUpHandler implements ICommandHandler<RemindCareFollowUpCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ careRequestId, today }: RemindCareFollowUpCommand): Promise<CommandDone> {
    const command = { type: 'RemindCareFollowUp' as const, careRequestId, today };
    const outcome = await this.executor.execute(careRequestStream(careRequestId), careRequestDecider, command, { actorId: null });
    return { id: careRequestId, revision: outcome.revision, position: outcome.position };
  }
}
