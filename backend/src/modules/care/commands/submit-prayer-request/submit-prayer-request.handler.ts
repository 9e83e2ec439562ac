import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { CareSecrets } from '../../care-secrets.service';
import { prayerRequestDecider } from '../../domain/prayer-request.decider';
import { prayerRequestStream } from '../../domain/prayer-request.events';
import { SubmitPrayerRequestCommand } from './submit-prayer-request.command';

/** Seals the words before anything is recorded: the event holds only SecretBox text. */
@CommandHandler(SubmitPrayerRequestCommand)
export class SubmitPrayerRequestHandler implements ICommandHandler<SubmitPrayerRequestCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly secrets: CareSecrets,
  ) {}

  async execute({ prayerRequestId, request, actor }: SubmitPrayerRequestCommand): Promise<CommandDone> {
    const actorId = actorIdOf(actor);
    if (actorId === null) throw new TypeError('A prayer request needs a requester');
    const sealed = this.secrets.seal('prayer', JSON.stringify({ request: request.request, forName: request.forName }));
    const command = {
      type: 'SubmitPrayerRequest' as const,
      prayerRequestId,
      sealed,
      visibility: request.visibility,
      anonymous: request.anonymous,
      requesterId: actorId,
      durationDays: request.durationDays,
    };
    const outcome = await this.executor.execute(prayerRequestStream(prayerRequestId), prayerRequestDecider, command, { actorId });
    return { id: prayerRequestId, revision: outcome.revision, position: outcome.position };
  }
}
