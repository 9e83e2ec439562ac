import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Headers, HttpCode, Inject, Param, ParseUUIDPipe, Post, Put, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ComposeSmsDto,
  SmsAudiencePreviewDto,
  SmsConsentDto,
  type CommandResult,
  type CurrentUser,
  type SmsAudienceOptions,
  type SmsAudiencePreview,
  type SmsConsentView,
  type SmsOutboxView,
  type SmsSendDetail,
  type SmsSendView,
} from '@koinonia/contracts';
import { Public, Requires, SignedIn } from '../../../platform/auth/access.decorator';
import { Actor } from '../../../platform/auth/current-user.decorator';
import { byUser } from '../../../platform/commands/command-actor.type';
import { Answers, AnswersFile, AnswersNothing } from '../../../platform/http/answers.decorator';
import { toCommandResult } from '../../../platform/http/command-result.util';
import { DomainError } from '../../../platform/errors/domain-error';
import { CancelSmsSendCommand } from './commands/cancel-sms-send/cancel-sms-send.command';
import { RecordSmsConsentCommand } from './commands/record-sms-consent/record-sms-consent.command';
import { ScheduleSmsSendCommand } from './commands/schedule-sms-send/schedule-sms-send.command';
import { OutboxSmsSender } from './delivery/outbox-sms-sender';
import { SMS_SENDER, type SmsSender } from './delivery/sms-sender.port';
import { SmsQueries } from './queries/sms-queries.service';
import { SmsWebhooks } from './webhooks/sms-webhooks.service';

/** The SMS manager: compose to an audience, follow each send, record consent; staff, pastors and administrators (messaging.send). */
@ApiTags('messaging')
@Controller('sms')
export class SmsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: SmsQueries,
    @Inject(SMS_SENDER) private readonly sender: SmsSender,
  ) {}

  @Get('audience-options')
  @Requires('messaging.send')
  @Answers('SmsAudienceOptions')
  @ApiOperation({ summary: 'What an audience may be: the ministries, the open groups and the scheduled events' })
  options(): Promise<SmsAudienceOptions> {
    return this.queries.options();
  }

  @Post('audience-preview')
  @HttpCode(200)
  @Requires('messaging.send')
  @Answers('SmsAudiencePreview')
  @ApiOperation({ summary: 'How many people of an audience will receive a message (those with an opted-in mobile number)' })
  preview(@Body() body: SmsAudiencePreviewDto): Promise<SmsAudiencePreview> {
    return this.queries.preview(body.audience);
  }

  @Post('sends')
  @Requires('messaging.send')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Send a message (a template with {firstName}, {eventTitle}) to an audience now or at scheduledFor, out of quiet hours' })
  async compose(@Body() body: ComposeSmsDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(
      await this.commands.execute(new ScheduleSmsSendCommand(randomUUID(), 'compose', body.audience, body.body, body.scheduledFor, byUser(actor))),
    );
  }

  @Get('sends')
  @Requires('messaging.send')
  @Answers('SmsSendView[]')
  @ApiOperation({ summary: 'Sends, newest first, with their progress' })
  sends(): Promise<SmsSendView[]> {
    return this.queries.sends();
  }

  @Get('sends/:id')
  @Requires('messaging.send')
  @Answers('SmsSendDetail')
  @ApiOperation({ summary: "A send with each recipient's status (queued, sent, delivered, failed with the reason)" })
  send(@Param('id', ParseUUIDPipe) id: string): Promise<SmsSendDetail> {
    return this.queries.send(id);
  }

  @Post('sends/:id/cancel')
  @HttpCode(200)
  @Requires('messaging.send')
  @Answers('CommandResult', { errors: ['CONCURRENCY_CONFLICT'] })
  @ApiOperation({ summary: 'Call off a scheduled send before it starts' })
  async cancel(@Param('id', ParseUUIDPipe) id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new CancelSmsSendCommand(id, byUser(actor))));
  }

  @Get('consents/me')
  @SignedIn()
  @Answers('SmsConsentView', { errors: ['MEMBER_NOT_FOUND'] })
  @ApiOperation({ summary: 'My own SMS consent on my mobile number (I change it with my SMS notifications preference)' })
  myConsent(@Actor() actor: CurrentUser): Promise<SmsConsentView> {
    if (!actor.memberId) throw new DomainError('MEMBER_NOT_FOUND');
    return this.queries.consent(actor.memberId);
  }

  @Get('consents/:memberId')
  @Requires('messaging.send')
  @Answers('SmsConsentView')
  @ApiOperation({ summary: "A person's SMS consent on their mobile number" })
  consent(@Param('memberId', ParseUUIDPipe) memberId: string): Promise<SmsConsentView> {
    return this.queries.consent(memberId);
  }

  @Put('consents/:memberId')
  @Requires('messaging.send')
  @Answers('CommandResult')
  @ApiOperation({ summary: "Record a person's SMS consent (given or withdrawn) with where it came from" })
  async recordConsent(@Param('memberId', ParseUUIDPipe) memberId: string, @Body() body: SmsConsentDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new RecordSmsConsentCommand({ memberId }, body.optedIn, body.source, null, byUser(actor))));
  }

  @Get('outbox')
  @Requires('users.manage')
  @Answers('SmsOutboxView')
  @ApiOperation({ summary: 'SMS kept in the local outbox (when no provider is set up), newest first' })
  async outbox(): Promise<SmsOutboxView> {
    if (!(this.sender instanceof OutboxSmsSender)) return { delivery: this.sender.delivery, messages: [] };
    return { delivery: 'outbox', messages: await this.sender.list() };
  }
}

/** Twilio's webhooks, each verified by its X-Twilio-Signature before anything changes. */
@ApiTags('messaging')
@Controller('sms/webhooks')
export class SmsWebhooksController {
  constructor(private readonly webhooks: SmsWebhooks) {}

  @Post('status')
  @Public()
  @HttpCode(204)
  @AnswersNothing({ errors: ['AUTHORIZATION'] })
  @ApiOperation({ summary: "Twilio's delivery receipt for one recipient (signed with X-Twilio-Signature)" })
  async status(@Req() request: FastifyRequest, @Headers('x-twilio-signature') signature: string | undefined): Promise<void> {
    const params = formOf(request);
    this.webhooks.verify(signature, request.url, params);
    const query = request.query as Record<string, string | undefined>;
    await this.webhooks.status(query.sendId ?? '', query.memberId ?? '', params);
  }

  @Post('inbound')
  @Public()
  @HttpCode(200)
  @AnswersFile('text/xml', { errors: ['AUTHORIZATION'] })
  @ApiOperation({ summary: 'An inbound SMS (signed): STOP/UNSUBSCRIBE/END/QUIT opt out, START opts in, HELP answers; TwiML back' })
  async inbound(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Headers('x-twilio-signature') signature: string | undefined): Promise<void> {
    const params = formOf(request);
    this.webhooks.verify(signature, request.url, params);
    await reply.type('text/xml').send(await this.webhooks.inbound(params));
  }
}

/** The webhook's form fields (a JSON or empty body gives none: its signature then fails). */
function formOf(request: FastifyRequest): Record<string, string> {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  return Object.fromEntries(Object.entries(body as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
