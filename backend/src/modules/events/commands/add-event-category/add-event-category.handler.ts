import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { eventCategoriesDecider } from '../../domain/event-categories.decider';
import { eventCategoriesStream } from '../../domain/event-categories.events';
import { EventCategories } from '../../categories/event-categories.service';
import { AddEventCategoryCommand } from './add-event-category.command';

@CommandHandler(AddEventCategoryCommand)
export class AddEventCategoryHandler implements ICommandHandler<AddEventCategoryCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly categories: EventCategories,
  ) {}

  async execute({ slug, label, actor }: AddEventCategoryCommand): Promise<CommandDone> {
    const churchId = await this.categories.churchId();
    const outcome = await this.executor.execute(
      eventCategoriesStream(churchId),
      eventCategoriesDecider,
      { type: 'AddEventCategory', churchId, slug, label },
      // Two categories added at once are both kept.
      { actorId: actorIdOf(actor), retries: 5 },
    );
    return { id: slug, revision: outcome.revision, position: outcome.position };
  }
}
