import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { CheckInChild } from '../../domain/check-in.decider';

/** What a check-in answers besides the record: the code on its labels and receipt, and the children as labelled. */
export interface CheckInDone extends CommandDone {
  securityCode: string;
  children: CheckInChild[];
}

/** Check children in to their rooms together: one security code for all of them. */
export class CheckInChildrenCommand extends Command<CheckInDone> {
  constructor(
    readonly checkInId: string,
    readonly guardian: string,
    readonly children: Array<{ memberId: string; roomId: string; allergies: string; medicalNotes: string }>,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
