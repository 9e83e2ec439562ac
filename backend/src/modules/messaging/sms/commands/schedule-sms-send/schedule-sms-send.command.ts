import { Command } from '@nestjs/cqrs';
import type { SmsAudienceDto, SmsSendOrigin } from '@koinonia/contracts';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Send `body` (a template) to an audience's opted-in people, at `scheduledFor` or now; quiet hours move it to their end. */
export class ScheduleSmsSendCommand extends Command<CommandDone> {
  constructor(
    readonly sendId: string,
    readonly origin: SmsSendOrigin,
    readonly audience: SmsAudienceDto,
    readonly body: string,
    readonly scheduledFor: string | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
