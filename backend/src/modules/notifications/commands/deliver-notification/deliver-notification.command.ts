import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { Delivery } from '../../domain/inbox.decider';

/**
 * Put a notification in a user's centre, once: its id is taken once, so delivering it again is a
 * no-op (the answer's position is then null). `now`: the delivery's clock (default: now).
 */
export class DeliverNotificationCommand extends Command<CommandDone> {
  constructor(
    readonly userId: string,
    readonly notification: Delivery,
    readonly actor: CommandActor,
    readonly now?: Date,
  ) {
    super();
  }
}
