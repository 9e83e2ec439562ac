import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { CareSecrets } from '../../care-secrets.service';
import { prayerRequestDecider } from '../../domain/prayer-request.decider';
import { prayerRequestStream } from '../../domain/prayer-request.events';
import { prayerReaderOf } from '../../queries/prayer-reader.util';
import { isUuid } from '../../queries/uuid.util';
import { MarkPrayerAnsweredCommand } from './mark-prayer-answered.command';

/** The praise note is sealed like the request; who may mark it is the decider's rule (the requester or a pastor). */
@CommandHandler(MarkPrayerAnsweredCommand)
export class MarkPrayerAnsweredHandler implements ICommandHandler<MarkPrayerAnsweredCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly secrets: CareSecrets,
  ) {}

  async execute({ prayerRequestId, praiseNote, actor }: MarkPrayerAnsweredCommand): Promise<CommandDone> {
    if (!isUuid(prayerRequestId)) throw new DomainError('NOT_FOUND');
    const sealedPraise = praiseNote === '' ? '' : this.secrets.seal('prayer', praiseNote);
    const command = { type: 'MarkPrayerAnswered' as const, prayerRequestId, sealedPraise, reader: prayerReaderOf(actor) };
    const outcome = await this.executor.execute(prayerRequestStream(prayerRequestId), prayerRequestDecider, command, { actorId: actorIdOf(actor) });
    return { id: prayerRequestId, revision: outcome.revision, position: outcome.position };
  }
}
