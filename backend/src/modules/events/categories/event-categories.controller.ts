import { Body, Controller, Get, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AddEventCategoryDto, type CommandResult, type CurrentUser, type EventCategoryView } from '@koinonia/contracts';
import { Requires } from '../../../platform/auth/access.decorator';
import { Actor } from '../../../platform/auth/current-user.decorator';
import { Feature } from '../../../platform/availability/availability.decorator';
import { byUser } from '../../../platform/commands/command-actor.type';
import { Answers } from '../../../platform/http/answers.decorator';
import { toCommandResult } from '../../../platform/http/command-result.util';
import { AddEventCategoryCommand } from '../commands/add-event-category/add-event-category.command';
import { EventCategories } from './event-categories.service';

/** The categories events may have: nine built in, and the church's own. */
@ApiTags('events')
@Feature('eventManagement')
@Controller('event-categories')
export class EventCategoriesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly categories: EventCategories,
  ) {}

  @Get()
  @Requires('congregation.read')
  @Answers('EventCategoryView[]')
  @ApiOperation({ summary: 'The built-in categories and the church’s own, with their labels' })
  list(): Promise<EventCategoryView[]> {
    return this.categories.list();
  }

  @Post()
  @Requires('events.write')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Add one of the church’s own categories (again: change its label); a built-in slug is refused' })
  async add(@Body() body: AddEventCategoryDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new AddEventCategoryCommand(body.slug, body.label, byUser(actor))));
  }
}
