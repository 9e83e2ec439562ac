import { Command } from '@nestjs/cqrs';
import type { SmsConsentSource } from '@koinonia/contracts';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/**
 * Record a person's SMS consent on their mobile number: by staff (a paper form, by word of mouth, a
 * web form), or by the person's own preferences. From a number (a keyword), `memberId` is null.
 */
export class RecordSmsConsentCommand extends Command<CommandDone> {
  constructor(
    readonly target: { memberId: string } | { phone: string },
    readonly optedIn: boolean,
    readonly source: SmsConsentSource,
    readonly keyword: string | null,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
