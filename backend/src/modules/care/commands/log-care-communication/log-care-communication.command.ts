import { Command } from '@nestjs/cqrs';
import type { CareCommunicationKind } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Log a call, visit, email, letter or note with a person (`occurredAt` null: now). */
export class LogCareCommunicationCommand extends Command<CommandDone> {
  constructor(
    readonly communicationId: string,
    readonly entry: { memberId: string; kind: CareCommunicationKind; summary: string; occurredAt: string | null },
    readonly actor: CommandActor,
  ) {
    super();
  }
}
