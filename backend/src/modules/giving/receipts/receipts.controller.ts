import { Body, Controller, Get, Param, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ReceiptEmailsDto, type CommandResult, type CurrentUser, type ReceiptEmailsView } from '@koinonia/contracts';
import { Requires, SignedIn } from '../../../platform/auth/access.decorator';
import { Actor } from '../../../platform/auth/current-user.decorator';
import { byUser } from '../../../platform/commands/command-actor.type';
import { Answers, AnswersFile } from '../../../platform/http/answers.decorator';
import { toCommandResult } from '../../../platform/http/command-result.util';
import { SwitchReceiptEmailsCommand } from './commands/switch-receipt-emails/switch-receipt-emails.command';
import { Receipts } from './receipts.service';

/** Gifts' receipts: the PDF (the finance role, auditors, the donor), and whether they are emailed (the church's choice). */
@ApiTags('giving')
@Controller()
export class ReceiptsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly receipts: Receipts,
  ) {}

  @Get('donations/:id/receipt.pdf')
  @SignedIn()
  @AnswersFile('application/pdf', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "A gift's receipt (PDF): for the finance role and auditors, and for the donor themselves; anyone else finds no such gift" })
  async pdf(@Param('id') id: string, @Actor() actor: CurrentUser, @Res() reply: FastifyReply): Promise<void> {
    const { number, pdf } = await this.receipts.pdfFor(id, actor);
    await reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `attachment; filename="receipt-${number}.pdf"`)
      .type('application/pdf')
      .send(pdf);
  }

  @Get('giving/receipt-emails')
  @Requires('giving.read')
  @Answers('ReceiptEmailsView')
  @ApiOperation({ summary: "Whether a gift's receipt is emailed to its donor when the gift is recorded" })
  emails(): Promise<ReceiptEmailsView> {
    return this.receipts.emailsEnabled();
  }

  @Put('giving/receipt-emails')
  @Requires('giving.write')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Turn the emailing of gift receipts on or off (on unless the church turned it off)' })
  async switch(@Body() body: ReceiptEmailsDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new SwitchReceiptEmailsCommand(body.enabled, byUser(actor))));
  }
}
