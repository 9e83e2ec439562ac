import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { householdDecider } from '../../domain/household.decider';
import { householdStream } from '../../domain/household.events';
import { ChangeHouseholdCommand } from './change-household.command';

@CommandHandler(ChangeHouseholdCommand)
export class ChangeHouseholdHandler implements ICommandHandler<ChangeHouseholdCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ householdId, changes, expectedRevision, actor }: ChangeHouseholdCommand): Promise<CommandDone> {
    const outcome = await this.executor.execute(
      householdStream(householdId),
      householdDecider,
      { type: 'ChangeHousehold', householdId, ...changes },
      { actorId: actorIdOf(actor), expectedRevision },
    );
    return { id: householdId, revision: outcome.revision, position: outcome.position };
  }
}
