import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { smsSendDecider } from '../../domain/sms-send.decider';
import { smsSendStream } from '../../domain/sms.events';
import { CancelSmsSendCommand } from './cancel-sms-send.command';

@CommandHandler(CancelSmsSendCommand)
export class CancelSmsSendHandler implements ICommandHandler<CancelSmsSendCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ sendId, actor }: CancelSmsSendCommand): Promise<CommandDone> {
    const outcome = await this.executor.execute(smsSendStream(sendId), smsSendDecider, { type: 'CancelSmsSend', sendId }, { actorId: actorIdOf(actor) });
    return { id: sendId, revision: outcome.revision, position: outcome.position };
  }
}
