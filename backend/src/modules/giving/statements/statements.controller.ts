import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  IssueStatementDto,
  StartStatementRunDto,
  StatementsQueryDto,
  type CommandResult,
  type CurrentUser,
  type IssuedStatement,
  type StatementRunView,
  type StatementView,
} from '@koinonia/contracts';
import { Requires, SignedIn } from '../../../platform/auth/access.decorator';
import { Actor } from '../../../platform/auth/current-user.decorator';
import { byUser } from '../../../platform/commands/command-actor.type';
import { Answers, AnswersFile } from '../../../platform/http/answers.decorator';
import { toCommandResult } from '../../../platform/http/command-result.util';
import { IssueStatementCommand } from './commands/issue-statement/issue-statement.command';
import { StartStatementRunCommand } from './commands/start-statement-run/start-statement-run.command';
import { StatementQueries } from './queries/statement-queries.service';

const attachment = (reply: FastifyReply, type: string, fileName: string) =>
  reply
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .type(type);

/** Year-end giving statements: issued by the finance role, read by those who read the books and by each donor for their own. */
@ApiTags('giving')
@Controller('statements')
export class StatementsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: StatementQueries,
  ) {}

  @Post()
  @Requires('giving.write')
  @Answers('IssuedStatement', { errors: ['MEMBER_NOT_FOUND', 'CONCURRENCY_CONFLICT'] })
  @ApiOperation({
    summary: "Issue a donor's statement for a year; the same statement again when no gift changed since, a corrected one (`corrects`) when one did",
  })
  async issue(@Body() body: IssueStatementDto, @Actor() actor: CurrentUser): Promise<IssuedStatement> {
    const outcome = await this.commands.execute(new IssueStatementCommand(body.donorMemberId, body.year, byUser(actor)));
    return {
      id: outcome.statementId,
      sha256: outcome.sha256,
      ...(outcome.corrects ? { corrects: outcome.corrects } : {}),
      position: (outcome.position ?? 0n).toString(),
    };
  }

  @Get()
  @SignedIn()
  @Answers('StatementView[]', { errors: ['AUTHORIZATION'] })
  @ApiOperation({ summary: 'Statements issued, newest first, by donor and year (giving.read: anyone; else only your own)' })
  list(@Query() query: StatementsQueryDto, @Actor() actor: CurrentUser): Promise<StatementView[]> {
    return this.queries.list(query, actor);
  }

  @Get(':id/pdf')
  @SignedIn()
  @AnswersFile('application/pdf', { errors: ['NOT_FOUND', 'AUTHORIZATION'] })
  @ApiOperation({ summary: "A statement's PDF, the same bytes as when it was issued (giving.read, or the donor themselves)" })
  async pdf(@Param('id') id: string, @Actor() actor: CurrentUser, @Res() reply: FastifyReply): Promise<void> {
    const { bytes, fileName } = await this.queries.pdfOf(id, actor);
    await attachment(reply, 'application/pdf', fileName).send(bytes);
  }
}

/** Statements for every donor of a year, as a job with progress: emailed to the donors, or downloaded as one zip. */
@ApiTags('giving')
@Controller('statement-runs')
export class StatementRunsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: StatementQueries,
  ) {}

  @Post()
  @HttpCode(202)
  @Requires('giving.write')
  @Answers('CommandResult')
  @ApiOperation({ summary: "Start every donor's statement for a year (delivery: email | download); follow it with GET" })
  async start(@Body() body: StartStatementRunDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new StartStatementRunCommand(randomUUID(), body.year, body.delivery, byUser(actor))));
  }

  @Get(':id')
  @Requires('giving.read')
  @Answers('StatementRunView', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "A run's progress: donors done of the total, statements emailed" })
  get(@Param('id') id: string): Promise<StatementRunView> {
    return this.queries.run(id);
  }

  @Get(':id/zip')
  @Requires('giving.read')
  @AnswersFile('application/zip', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "The run's statements, one PDF each, in one zip" })
  async zip(@Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    const view = await this.queries.run(id);
    await attachment(reply, 'application/zip', `statements-${view.year}.zip`).send(await this.queries.zipOf(id));
  }
}
