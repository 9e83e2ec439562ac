import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { sensitiveAccessDecider, sensitiveAccessStream } from '../../domain/sensitive-access.decider';
import { RecordSensitiveAccessCommand } from './record-sensitive-access.command';

/** Each record is its own new stream: nothing loads them back, so none grows with every read. */
@CommandHandler(RecordSensitiveAccessCommand)
export class RecordSensitiveAccessHandler implements ICommandHandler<RecordSensitiveAccessCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ access, actor }: RecordSensitiveAccessCommand): Promise<CommandDone> {
    const recordId = randomUUID();
    const outcome = await this.executor.execute(sensitiveAccessStream(recordId), sensitiveAccessDecider, access, { actorId: actorIdOf(actor) });
    return { id: recordId, revision: outcome.revision, position: outcome.position };
  }
}
