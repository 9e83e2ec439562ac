import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

export type ProgramInput = { title: string; serviceStart: string; eventId: string | null; occurrenceStart: string | null };

/**
 * Plan a service: the program of an event occurrence (one per occurrence: asked again, it answers
 * the one there is) or of a standalone service, empty or from a template.
 */
export class CreateProgramCommand extends Command<CommandDone> {
  constructor(
    readonly input: ProgramInput,
    readonly templateId: string | null,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
