import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** A leader's answer to a request to join: the person is told either way. */
export class AnswerJoinRequestCommand extends Command<CommandDone> {
  constructor(
    readonly groupId: string,
    readonly memberId: string,
    readonly answer: 'approve' | 'decline',
    readonly actor: CommandActor,
  ) {
    super();
  }
}
