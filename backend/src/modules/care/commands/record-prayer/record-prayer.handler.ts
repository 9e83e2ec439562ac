import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { prayerRequestDecider } from '../../domain/prayer-request.decider';
import { prayerRequestStream } from '../../domain/prayer-request.events';
import { prayerReaderOf } from '../../queries/prayer-reader.util';
import { isUuid } from '../../queries/uuid.util';
import { RecordPrayerCommand } from './record-prayer.command';

/** Only someone who may see the request prays for it (the decider says NOT_FOUND otherwise). */
@CommandHandler(RecordPrayerCommand)
export class RecordPrayerHandler implements ICommandHandler<RecordPrayerCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ prayerRequestId, actor }: RecordPrayerCommand): Promise<CommandDone> {
    if (!isUuid(prayerRequestId)) throw new DomainError('NOT_FOUND');
    const command = { type: 'RecordPrayer' as const, prayerRequestId, reader: prayerReaderOf(actor) };
    const outcome = await this.executor.execute(prayerRequestStream(prayerRequestId), prayerRequestDecider, command, { actorId: actorIdOf(actor) });
    return { id: prayerRequestId, revision: outcome.revision, position: outcome.position };
  }
}
