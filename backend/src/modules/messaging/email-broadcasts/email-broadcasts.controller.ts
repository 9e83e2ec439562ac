import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  CreateEmailBroadcastDto,
  EmailAudiencePreviewDto,
  EmailBroadcastRecipientsQueryDto,
  EmailUnsubscribeQueryDto,
  type BroadcastAudience,
  type BroadcastAudienceDto,
  type CommandResult,
  type CurrentUser,
  type EmailAudiencePreview,
  type EmailBroadcastRecipientPage,
  type EmailBroadcastView,
  type EmailUnsubscribeResult,
} from '@koinonia/contracts';
import { Public, Requires } from '../../../platform/auth/access.decorator';
import { Actor } from '../../../platform/auth/current-user.decorator';
import { byUser } from '../../../platform/commands/command-actor.type';
import { DomainError } from '../../../platform/errors/domain-error';
import { Answers, AnswersFile } from '../../../platform/http/answers.decorator';
import { ChurchQuery } from '../../organisation';
import { unsubscribePage } from './mail/unsubscribe-page';
import { toCommandResult } from '../../../platform/http/command-result.util';
import { EmailAudience } from './audience/email-audience.service';
import { CreateEmailBroadcastCommand } from './commands/create-email-broadcast/create-email-broadcast.command';
import { UnsubscribeFromEmailCommand } from './commands/unsubscribe-from-email/unsubscribe-from-email.command';
import { UnsubscribeLinks } from './mail/unsubscribe-links.service';
import { EmailBroadcastQueries } from './queries/email-broadcast-queries.service';

/** The audience the DTO names, with only the field its kind uses. */
export function audienceOf(dto: BroadcastAudienceDto): BroadcastAudience {
  switch (dto.kind) {
    case 'everyone':
      return { kind: 'everyone' };
    case 'role':
      return { kind: 'role', role: dto.role! };
    case 'ministry':
      return { kind: 'ministry', ministry: dto.ministry! };
    case 'group':
      return { kind: 'group', groupId: dto.groupId! };
    case 'event':
      return { kind: 'event', eventId: dto.eventId! };
    case 'people':
      return { kind: 'people', memberIds: [...new Set(dto.memberIds!)] };
    default: {
      const unknown: never = dto.kind;
      throw new Error(`Unknown audience ${String(unknown)}`);
    }
  }
}

/** Email broadcasts: the office writes to an audience of the directory (people with or without an account) and follows each email. */
@ApiTags('messaging')
@Controller('email')
export class EmailBroadcastsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: EmailBroadcastQueries,
    private readonly audience: EmailAudience,
    private readonly links: UnsubscribeLinks,
    private readonly church: ChurchQuery,
  ) {}

  @Post('broadcasts/preview')
  @HttpCode(200)
  @Requires('messaging.send')
  @Answers('EmailAudiencePreview', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'How many an audience reaches by email now, and how many it leaves out (no address, unsubscribed)' })
  preview(@Body() body: EmailAudiencePreviewDto): Promise<EmailAudiencePreview> {
    return this.audience.preview(audienceOf(body.audience));
  }

  @Post('broadcasts')
  @Requires('messaging.send')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({
    summary:
      'Send an email {audience, subject, text, sendAt?} to an audience now or at sendAt; merge fields {firstName}, {fullName}, {eventTitle}, {churchName}',
  })
  async create(@Body() body: CreateEmailBroadcastDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const sendAt = body.sendAt ? new Date(body.sendAt).toISOString() : null;
    const draft = { subject: body.subject, text: body.text, audience: audienceOf(body.audience), sendAt };
    return toCommandResult(await this.commands.execute(new CreateEmailBroadcastCommand(randomUUID(), draft, byUser(actor))));
  }

  @Get('broadcasts')
  @Requires('messaging.send')
  @Answers('EmailBroadcastView[]')
  @ApiOperation({ summary: 'The newest email broadcasts first, each with its status and counts' })
  list(): Promise<EmailBroadcastView[]> {
    return this.queries.list();
  }

  @Get('broadcasts/:id')
  @Requires('messaging.send')
  @Answers('EmailBroadcastView', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'A broadcast: its status and per-recipient counts (total, queued, sent, failed)' })
  get(@Param('id') id: string): Promise<EmailBroadcastView> {
    return this.queries.get(id);
  }

  @Get('broadcasts/:id/recipients')
  @Requires('messaging.send')
  @Answers('EmailBroadcastRecipientPage', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "A page of a broadcast's recipients with each one's status (queued, sent, failed with the reason)" })
  recipients(@Param('id') id: string, @Query() query: EmailBroadcastRecipientsQueryDto): Promise<EmailBroadcastRecipientPage> {
    return this.queries.recipients(id, query);
  }

  @Get('unsubscribe')
  @Public()
  @AnswersFile('text/html')
  @ApiOperation({ summary: "The page an email's unsubscribe link opens: a button that unsubscribes, without signing in" })
  async unsubscribePage(@Query() query: EmailUnsubscribeQueryDto, @Res() reply: FastifyReply): Promise<void> {
    const church = (await this.church.current())?.name ?? 'Koinonia';
    const valid = this.links.memberOf(query.token) !== null;
    await reply
      .status(valid ? 200 : 400)
      .type('text/html; charset=utf-8')
      .send(unsubscribePage(church, valid ? { token: query.token } : 'invalid'));
  }

  @Post('unsubscribe')
  @Public()
  @HttpCode(200)
  @Answers('EmailUnsubscribeResult', { errors: ['INVALID_TOKEN'] })
  @ApiOperation({ summary: "Unsubscribe from the church's email with the signed token of an email's link, without signing in (RFC 8058 one-click)" })
  async unsubscribe(@Query() query: EmailUnsubscribeQueryDto): Promise<EmailUnsubscribeResult> {
    const memberId = this.links.memberOf(query.token);
    if (!memberId) throw new DomainError('INVALID_TOKEN');
    await this.commands.execute(new UnsubscribeFromEmailCommand(memberId));
    return { unsubscribed: true };
  }

  @Post('unsubscribe/page')
  @Public()
  @HttpCode(200)
  @AnswersFile('text/html', { errors: ['INVALID_TOKEN'] })
  @ApiOperation({ summary: "The unsubscribe page's button: unsubscribes as the one-click address does, and answers the confirmation page" })
  async unsubscribeFromPage(@Query() query: EmailUnsubscribeQueryDto, @Res() reply: FastifyReply): Promise<void> {
    const memberId = this.links.memberOf(query.token);
    if (!memberId) throw new DomainError('INVALID_TOKEN');
    await this.commands.execute(new UnsubscribeFromEmailCommand(memberId));
    const church = (await this.church.current())?.name ?? 'Koinonia';
    await reply.type('text/html; charset=utf-8').send(unsubscribePage(church, 'done'));
  }
}
