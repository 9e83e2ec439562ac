import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuditAsOfQueryDto, type AuditAttendanceView, type AuditGivingView, type AuditTrailView, type ReconciliationReport } from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { Answers, AnswersFile } from '../../platform/http/answers.decorator';
import { trailCsv, trailPdf } from './export/trail-export.util';
import { AuditQueries } from './queries/audit-queries.service';
import { Reconciliation } from './queries/reconciliation.service';

/** The audit: read only, for auditors and the finance role. Every answer is replayed from the events, not read from today's read models. */
@ApiTags('audit')
@Controller('audit')
export class AuditController {
  constructor(
    private readonly queries: AuditQueries,
    private readonly reconciliation: Reconciliation,
  ) {}

  @Get('giving')
  @Requires('audit.read')
  @Answers('AuditGivingView')
  @ApiOperation({ summary: 'The books as of an instant: totals by fund and the gifts known then (with the reversals known then), replayed from the events' })
  giving(@Query() query: AuditAsOfQueryDto): Promise<AuditGivingView> {
    return this.queries.giving(query);
  }

  @Get('attendance')
  @Requires('audit.read')
  @Answers('AuditAttendanceView')
  @ApiOperation({ summary: 'Every register as of an instant, replayed from the events' })
  attendance(@Query() query: AuditAsOfQueryDto): Promise<AuditAttendanceView> {
    return this.queries.attendance(query);
  }

  @Get('reconciliation')
  @Requires('audit.read')
  @Answers('ReconciliationReport')
  @ApiOperation({ summary: 'The sums of the giving events against the read models (totals by fund, batch totals); names every difference' })
  reconcile(): Promise<ReconciliationReport> {
    return this.reconciliation.check();
  }

  @Get('donations/:id/trail')
  @Requires('audit.read')
  @Answers('AuditTrailView', { errors: ['NOT_FOUND'] })
  @ApiOperation({
    summary: "A gift's trail from its events: entered by whom and when, its batch, every correction with its reason, the statements it appeared on",
  })
  trail(@Param('id') id: string): Promise<AuditTrailView> {
    return this.queries.trail(id);
  }

  @Get('donations/:id/trail.csv')
  @Requires('audit.read')
  @AnswersFile('text/csv', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "A gift's trail as CSV (UTF-8 with a BOM), one row per entry" })
  async trailCsv(@Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    const trail = await this.queries.trail(id);
    await send(reply, 'text/csv; charset=utf-8', `audit-trail-${trail.donationId}.csv`, Buffer.from(trailCsv(trail), 'utf8'));
  }

  @Get('donations/:id/trail.pdf')
  @Requires('audit.read')
  @AnswersFile('application/pdf', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "A gift's trail as a PDF" })
  async trailPdf(@Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    const trail = await this.queries.trail(id);
    await send(reply, 'application/pdf', `audit-trail-${trail.donationId}.pdf`, await trailPdf(trail));
  }
}

async function send(reply: FastifyReply, type: string, filename: string, bytes: Buffer): Promise<void> {
  await reply.header('Cache-Control', 'private, no-store').header('Content-Disposition', `attachment; filename="${filename}"`).type(type).send(bytes);
}
