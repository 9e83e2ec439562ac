import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Ip, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  BudgetVsActualQueryDto,
  ChangeBudgetDto,
  CreateBudgetDto,
  ExpensesQueryDto,
  FINANCE_LIMITS,
  FinanceYearQueryDto,
  PayExpenseDto,
  RejectExpenseDto,
  SubmitExpenseDto,
  VALIDATION_MESSAGES,
  type BudgetChoice,
  type BudgetVsActualView,
  type BudgetView,
  type CommandResult,
  type CurrentUser,
  type ExpenseView,
} from '@koinonia/contracts';
import { Requires, SignedIn } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import { DomainError } from '../../platform/errors/domain-error';
import { Answers, AnswersFile } from '../../platform/http/answers.decorator';
import { toCommandResult } from '../../platform/http/command-result.util';
import { IfMatch } from '../../platform/http/if-match.decorator';
import { AcceptsUpload, readUploadedFile } from '../../platform/http/uploaded-file.util';
import { Versioned } from '../../platform/http/versioned.decorator';
import { SensitiveAccessLog } from '../security';
import { AttachReceiptCommand } from './commands/attach-receipt/attach-receipt.command';
import { ApproveExpenseCommand } from './commands/approve-expense/approve-expense.command';
import { ChangeBudgetCommand } from './commands/change-budget/change-budget.command';
import { CloseBudgetCommand } from './commands/close-budget/close-budget.command';
import { CreateBudgetCommand } from './commands/create-budget/create-budget.command';
import { PayExpenseCommand } from './commands/pay-expense/pay-expense.command';
import { RejectExpenseCommand } from './commands/reject-expense/reject-expense.command';
import { SubmitExpenseCommand } from './commands/submit-expense/submit-expense.command';
import { FinanceExport } from './export/finance-export.service';
import { FinanceQueries } from './queries/finance-queries.service';
import { ExpenseReceiptStore } from './receipts/expense-receipt.store';

const money = (body: { minor: number; currency: string }) => ({ minor: body.minor, currency: body.currency });

/** Budgets per fund or ministry and year: read by the books' readers, kept by the finance role. */
@ApiTags('finance')
@Controller('budgets')
export class BudgetsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: FinanceQueries,
  ) {}

  @Get()
  @Requires('finance.read')
  @Answers('BudgetView[]')
  @ApiOperation({ summary: "A year's budgets, by line (funds, then ministries, by name)" })
  list(@Query() query: FinanceYearQueryDto): Promise<BudgetView[]> {
    return this.queries.budgets(query.year);
  }

  // Those who submit expenses pick the budget they spent from, without reading its amounts.
  @Get('choices')
  @Requires('finance.expenses.submit')
  @Answers('BudgetChoice[]')
  @ApiOperation({ summary: "A year's open budgets an expense may be charged to (no amounts)" })
  choices(@Query() query: FinanceYearQueryDto): Promise<BudgetChoice[]> {
    return this.queries.choices(query.year);
  }

  @Post()
  @Requires('finance.manage')
  @Answers('CommandResult', { errors: ['BUDGET_ALREADY_EXISTS', 'NOT_FOUND'] })
  @ApiOperation({
    summary: "Set a year's budget for a fund (`fundId`) or a ministry (`ministryId`), in the church's currency; `months` absent spreads it evenly",
  })
  async create(@Body() body: CreateBudgetDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    if ((body.fundId === undefined) === (body.ministryId === undefined))
      throw DomainError.validation([{ field: 'fundId', message: VALIDATION_MESSAGES.required }]);
    const line = body.fundId ? { kind: 'fund' as const, id: body.fundId } : { kind: 'ministry' as const, id: body.ministryId! };
    return toCommandResult(await this.commands.execute(new CreateBudgetCommand(randomUUID(), line, body.year, money(body.amount), body.months, byUser(actor))));
  }

  @Get(':id')
  @Requires('finance.read')
  @Versioned()
  @Answers('BudgetView', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'One budget with its monthly amounts' })
  get(@Param('id') id: string): Promise<BudgetView> {
    return this.queries.budget(id);
  }

  @Put(':id')
  @Requires('finance.manage')
  @Answers('CommandResult', { errors: ['BUDGET_CLOSED', 'NOT_FOUND'] })
  @ApiOperation({ summary: "Change an open budget's amounts. If-Match: the revision you last saw" })
  async change(
    @Param('id') id: string,
    @Body() body: ChangeBudgetDto,
    @IfMatch() expected: number | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeBudgetCommand(id, money(body.amount), body.months, expected, byUser(actor))));
  }

  @Post(':id/close')
  @Requires('finance.manage')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Close a budget: its amounts stay; it takes no new expenses and no changes' })
  async close(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new CloseBudgetCommand(id, byUser(actor))));
  }
}

/** Expenses: submitted with a receipt by the office, leaders and the finance role; approved, rejected and paid by someone else. */
@ApiTags('finance')
@Controller()
export class ExpensesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: FinanceQueries,
    private readonly receipts: ExpenseReceiptStore,
  ) {}

  @Get('expenses')
  @Requires('finance.read')
  @Answers('ExpenseView[]')
  @ApiOperation({ summary: "A year's expenses, in one state when asked; newest first" })
  list(@Query() query: ExpensesQueryDto): Promise<ExpenseView[]> {
    return this.queries.expenses(query);
  }

  @Get('me/expenses')
  @Requires('finance.expenses.submit')
  @Answers('ExpenseView[]')
  @ApiOperation({ summary: 'The expenses the signed-in person submitted in a year, and where each stands' })
  mine(@Query() query: ExpensesQueryDto, @Actor() actor: CurrentUser): Promise<ExpenseView[]> {
    return this.queries.expenses(query, actor.id);
  }

  @Post('expenses')
  @Requires('finance.expenses.submit')
  @Answers('CommandResult', { errors: ['BUDGET_CLOSED', 'NOT_FOUND'] })
  @ApiOperation({ summary: 'Submit an expense against an open budget, in its currency and year; the receipt follows (`POST /api/expenses/:id/receipt`)' })
  async submit(@Body() body: SubmitExpenseDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const submission = {
      budgetId: body.budgetId,
      payee: body.payee,
      description: body.description,
      amount: money(body.amount),
      incurredOn: body.incurredOn,
      category: body.category,
    };
    return toCommandResult(await this.commands.execute(new SubmitExpenseCommand(randomUUID(), submission, byUser(actor))));
  }

  // Its submitter or the books' readers (the query refuses anyone else).
  @Get('expenses/:id')
  @SignedIn()
  @Versioned()
  @Answers('ExpenseView', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'One expense and its trail: submitted, approved or rejected, paid — by whom and when (its submitter, or finance.read)' })
  get(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<ExpenseView> {
    return this.queries.expense(id, actor);
  }

  @Post('expenses/:id/receipt')
  @Requires('finance.expenses.submit')
  @AcceptsUpload()
  @Answers('CommandResult', { errors: ['NOT_FOUND', 'UPLOAD_FAILED', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE', 'EXPENSE_STATE_CONFLICT'] })
  @ApiOperation({ summary: 'Attach the receipt to a submitted expense (multipart, field `file`: PDF, JPEG, PNG or HEIC); its submitter or finance.manage' })
  async attachReceipt(@Param('id') id: string, @Req() request: FastifyRequest, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const file = await readUploadedFile(request, { maxBytes: FINANCE_LIMITS.receiptBytes });
    return toCommandResult(await this.commands.execute(new AttachReceiptCommand(id, randomUUID(), file, byUser(actor))));
  }

  @Get('expenses/:id/receipt')
  @SignedIn()
  @AnswersFile('application/octet-stream', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "An expense's receipt as it was uploaded (its submitter, or finance.read)" })
  async receipt(@Param('id') id: string, @Actor() actor: CurrentUser, @Res() reply: FastifyReply): Promise<void> {
    const expense = await this.queries.readable(id, actor);
    const bytes = expense.receipt ? await this.receipts.read(expense.receipt.fileId) : null;
    if (!expense.receipt || !bytes) throw new DomainError('NOT_FOUND');
    const filename = expense.receipt.filename.replace(/[^\w.\- ]/g, '_');
    await reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `inline; filename="${filename}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .type(expense.receipt.mediaType)
      .send(bytes);
  }

  @Post('expenses/:id/approval')
  @Requires('finance.manage')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['NOT_FOUND', 'EXPENSE_SELF_APPROVAL', 'EXPENSE_STATE_CONFLICT'] })
  @ApiOperation({ summary: 'Approve a submitted expense (not one you submitted yourself)' })
  async approve(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ApproveExpenseCommand(id, byUser(actor))));
  }

  @Post('expenses/:id/rejection')
  @Requires('finance.manage')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['NOT_FOUND', 'EXPENSE_SELF_APPROVAL', 'EXPENSE_STATE_CONFLICT'] })
  @ApiOperation({ summary: 'Reject a submitted expense with a reason (not one you submitted yourself)' })
  async reject(@Param('id') id: string, @Body() body: RejectExpenseDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new RejectExpenseCommand(id, body.reason, byUser(actor))));
  }

  @Post('expenses/:id/payment')
  @Requires('finance.manage')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['NOT_FOUND', 'EXPENSE_SELF_APPROVAL', 'EXPENSE_STATE_CONFLICT'] })
  @ApiOperation({ summary: 'Record that an approved expense was paid: the date, the method and its reference' })
  async pay(@Param('id') id: string, @Body() body: PayExpenseDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new PayExpenseCommand(id, body.paidOn, body.method, body.reference || null, byUser(actor))));
  }
}

/** Budget against actual for those who plan with it, and the accountant's export for the books' readers. */
@ApiTags('finance')
@Controller('finance')
export class FinanceReportsController {
  constructor(
    private readonly queries: FinanceQueries,
    private readonly exports: FinanceExport,
    private readonly accessLog: SensitiveAccessLog,
  ) {}

  @Get('budget-vs-actual')
  @Requires('finance.totals.read')
  @Answers('BudgetVsActualView')
  @ApiOperation({ summary: 'Per budget line and month of a year, budgeted against actual (approved and paid expenses); one fund or ministry when asked' })
  budgetVsActual(@Query() query: BudgetVsActualQueryDto): Promise<BudgetVsActualView> {
    return this.queries.budgetVsActual(query);
  }

  @Get('export.xlsx')
  @Requires('finance.read')
  @AnswersFile('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOperation({ summary: "The accountant's workbook for a year: sheets Expenses and Budget vs actual (numbers, currency formats, dates)" })
  async xlsx(@Query() query: FinanceYearQueryDto, @Actor() actor: CurrentUser, @Ip() ip: string, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.exports.xlsx(query.year);
    await this.accessLog.dataExported({ userId: actor.id, ip }, { dataset: 'finance', format: 'xlsx', rowCount: file.rows });
    await send(reply, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', `finance-${query.year}.xlsx`, file.bytes);
  }

  @Get('export.csv')
  @Requires('finance.read')
  @AnswersFile('text/csv')
  @ApiOperation({ summary: "A year's expenses as CSV (UTF-8 with a BOM), for the accountant" })
  async csv(@Query() query: FinanceYearQueryDto, @Actor() actor: CurrentUser, @Ip() ip: string, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.exports.csv(query.year);
    await this.accessLog.dataExported({ userId: actor.id, ip }, { dataset: 'finance-expenses', format: 'csv', rowCount: file.rows });
    await send(reply, 'text/csv; charset=utf-8', `expenses-${query.year}.csv`, Buffer.from(file.text, 'utf8'));
  }
}

async function send(reply: FastifyReply, type: string, filename: string, body: Buffer): Promise<void> {
  await reply.header('Cache-Control', 'private, no-store').header('Content-Disposition', `attachment; filename="${filename}"`).type(type).send(body);
}
