import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  AddProgramItemDto,
  CreateProgramDto,
  MoveProgramItemDto,
  ProgramItemDto,
  ProgramsQueryDto,
  SaveProgramTemplateDto,
  type CommandResult,
  type CurrentUser,
  type ProgramSummary,
  type ProgramTemplateView,
  type ProgramView,
} from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { Feature } from '../../platform/availability/availability.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import { Answers, AnswersFile } from '../../platform/http/answers.decorator';
import { toCommandResult } from '../../platform/http/command-result.util';
import { IfMatch } from '../../platform/http/if-match.decorator';
import { Versioned } from '../../platform/http/versioned.decorator';
import { AddProgramItemCommand } from './commands/add-program-item/add-program-item.command';
import { ChangeProgramItemCommand } from './commands/change-program-item/change-program-item.command';
import { CreateProgramCommand } from './commands/create-program/create-program.command';
import { DeleteProgramCommand } from './commands/delete-program/delete-program.command';
import { MoveProgramItemCommand } from './commands/move-program-item/move-program-item.command';
import { itemFieldsOf } from './commands/program-item-input.type';
import { RemoveProgramItemCommand } from './commands/remove-program-item/remove-program-item.command';
import { RemoveProgramTemplateCommand } from './commands/remove-program-template/remove-program-template.command';
import { SaveProgramTemplateCommand } from './commands/save-program-template/save-program-template.command';
import { WorshipQueriesService } from './queries/worship-queries.service';
import { RunSheetPdf } from './run-sheet/run-sheet-pdf.service';

/** Orders of service: each service's items, edited by the team (worship.write) and read by the congregation (worship.read). */
@ApiTags('worship')
@Feature('programBuilder')
@Controller('programs')
export class ProgramsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: WorshipQueriesService,
    private readonly runSheet: RunSheetPdf,
  ) {}

  @Get()
  @Requires('worship.read')
  @Answers('ProgramSummary[]')
  @ApiOperation({ summary: 'The programs whose service falls from `from` to `to` (dates; default: from yesterday for a month), earliest first' })
  list(@Query() query: ProgramsQueryDto, @Actor() actor: CurrentUser): Promise<ProgramSummary[]> {
    return this.queries.listPrograms(query, actor);
  }

  @Post()
  @Requires('worship.write')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Plan a service: the program of an event occurrence (asked again, the one there is) or a standalone one, empty or from a template' })
  async create(@Body() body: CreateProgramDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const input = { title: body.title, serviceStart: body.serviceStart, eventId: body.eventId ?? null, occurrenceStart: body.occurrenceStart ?? null };
    return toCommandResult(await this.commands.execute(new CreateProgramCommand(input, body.templateId ?? null, byUser(actor))));
  }

  @Get(':id')
  @Requires('worship.read')
  @Versioned()
  @Answers('ProgramView', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'A program: its items in order with their running start times, and its total length' })
  get(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<ProgramView> {
    return this.queries.program(id, actor);
  }

  @Delete(':id')
  @Requires('worship.write')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Delete a program. If-Match: the revision you last saw' })
  async remove(@Param('id') id: string, @IfMatch() expected: number | undefined, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new DeleteProgramCommand(id, expected, byUser(actor))));
  }

  @Get(':id/run-sheet.pdf')
  @Requires('worship.read')
  @AnswersFile('application/pdf', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'The run sheet (PDF, US Letter): times, items, people, notes and song keys' })
  async pdf(@Param('id') id: string, @Actor() actor: CurrentUser, @Res() reply: FastifyReply): Promise<void> {
    const program = await this.queries.program(id, actor);
    const pdf = await this.runSheet.render(program, await this.queries.timeZone());
    await reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', 'attachment; filename="run-sheet.pdf"')
      .type('application/pdf')
      .send(pdf);
  }

  @Post(':id/items')
  @Requires('worship.write')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Add an item at `index` (default: the end). If-Match: the revision you last saw' })
  async addItem(
    @Param('id') id: string,
    @Body() body: AddProgramItemDto,
    @IfMatch() expected: number | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new AddProgramItemCommand(id, itemFieldsOf(body), body.index ?? null, expected, byUser(actor))));
  }

  @Put(':id/items/:itemId')
  @Requires('worship.write')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Change an item (every field as it should now be). If-Match: the revision you last saw' })
  async changeItem(
    @Param('id') id: string,
    @Param('itemId') itemId: string,
    @Body() body: ProgramItemDto,
    @IfMatch() expected: number | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeProgramItemCommand(id, itemId, itemFieldsOf(body), expected, byUser(actor))));
  }

  @Delete(':id/items/:itemId')
  @Requires('worship.write')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Remove an item. If-Match: the revision you last saw' })
  async removeItem(
    @Param('id') id: string,
    @Param('itemId') itemId: string,
    @IfMatch() expected: number | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new RemoveProgramItemCommand(id, itemId, expected, byUser(actor))));
  }

  @Post(':id/items/:itemId/move')
  @Requires('worship.write')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Move an item to `index`. If-Match: the revision the order was seen at (a stale one is 409: someone else moved first)' })
  async moveItem(
    @Param('id') id: string,
    @Param('itemId') itemId: string,
    @Body() body: MoveProgramItemDto,
    @IfMatch() expected: number | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new MoveProgramItemCommand(id, itemId, body.index, expected, byUser(actor))));
  }
}

/** Program templates: the usual shape of a service, saved by the office and applied when a program is created. */
@ApiTags('worship')
@Feature('programBuilder')
@Controller('program-templates')
export class ProgramTemplatesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: WorshipQueriesService,
  ) {}

  @Get()
  @Requires('worship.read')
  @Answers('ProgramTemplateView[]')
  @ApiOperation({ summary: 'The templates, by name' })
  list(): Promise<ProgramTemplateView[]> {
    return this.queries.listTemplates();
  }

  @Post()
  @Requires('worship.templates.write')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "Save a program's items (without times) as a template" })
  async save(@Body() body: SaveProgramTemplateDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new SaveProgramTemplateCommand(randomUUID(), body.name, body.programId, byUser(actor))));
  }

  @Delete(':id')
  @Requires('worship.templates.write')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Remove a template (programs started from it keep their items)' })
  async remove(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new RemoveProgramTemplateCommand(id, byUser(actor))));
  }
}
