import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { SensitiveAccessCommand } from '../../domain/sensitive-access.decider';

/** Record that someone exported data or read a prayer request or pastoral note, before it leaves. */
export class RecordSensitiveAccessCommand extends Command<CommandDone> {
  constructor(
    readonly access: SensitiveAccessCommand,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
