import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { roomDecider } from '../../domain/check-in.decider';
import { roomStream } from '../../domain/check-in.events';
import { AddRoomCommand } from './add-room.command';

@CommandHandler(AddRoomCommand)
export class AddRoomHandler implements ICommandHandler<AddRoomCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ roomId, name, actor }: AddRoomCommand): Promise<CommandDone> {
    const outcome = await this.executor.execute(roomStream(roomId), roomDecider, { type: 'AddRoom', roomId, name }, { actorId: actorIdOf(actor) });
    return { id: roomId, revision: outcome.revision, position: outcome.position };
  }
}
