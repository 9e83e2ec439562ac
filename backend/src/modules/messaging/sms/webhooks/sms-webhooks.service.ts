import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG } from '../../../../platform/platform.tokens';
import type { AppConfig } from '../../../../platform/config/app-config';
import { bySystem } from '../../../../platform/commands/command-actor.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { ChurchQuery } from '../../../organisation';
import { RecordSmsConsentCommand } from '../commands/record-sms-consent/record-sms-consent.command';
import { E164 } from '../commands/record-sms-consent/record-sms-consent.handler';
import { SMS_SENDER, type SmsSender } from '../delivery/sms-sender.port';
import { smsKeywordOf } from '../domain/sms-keywords';
import { smsSendDecider } from '../domain/sms-send.decider';
import { smsSendStream } from '../domain/sms.events';

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** TwiML: Twilio sends `reply` back to the number, or nothing. */
export const twiml = (reply: string | null) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response>${reply === null ? '' : `<Message>${xmlEscape(reply)}</Message>`}</Response>`;

/**
 * Twilio's two webhooks. Each is verified first with the SDK's request validator over the URL Twilio
 * called (PUBLIC_URL and the path with its query) and the form's fields: a bad or missing signature
 * is refused (403) and changes nothing.
 */
@Injectable()
export class SmsWebhooks {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SMS_SENDER) private readonly sender: SmsSender,
    private readonly executor: CommandExecutor,
    private readonly commands: CommandBus,
    private readonly church: ChurchQuery,
  ) {}

  verify(signature: string | undefined, pathAndQuery: string, params: Record<string, string>): void {
    if (!signature || !this.sender.verifyWebhook(signature, `${this.config.publicUrl}${pathAndQuery}`, params)) throw new DomainError('AUTHORIZATION');
  }

  /** A delivery receipt: delivered, or undelivered/failed with Twilio's error code. Interim statuses (queued, sending, sent) change nothing. */
  async status(sendId: string, memberId: string, params: Record<string, string>): Promise<void> {
    const status = params.MessageStatus;
    if (!sendId || !memberId) return;
    if (status === 'delivered') {
      await this.report(sendId, memberId, 'delivered', null);
    } else if (status === 'undelivered' || status === 'failed') {
      await this.report(sendId, memberId, 'failed', params.ErrorCode || null);
    }
  }

  private async report(sendId: string, memberId: string, status: 'delivered' | 'failed', detail: string | null): Promise<void> {
    const { state } = await this.executor.load(smsSendStream(sendId), smsSendDecider);
    if (state.status === 'none') return;
    await this.executor.execute(
      smsSendStream(sendId),
      smsSendDecider,
      { type: 'ReportSmsDelivery', sendId, memberId, status, reason: status === 'failed' ? 'undelivered' : null, detail },
      { actorId: null, retries: 5 },
    );
  }

  /** An inbound message: STOP / UNSUBSCRIBE / END / QUIT opt the number out, START back in, HELP answers with the church's contact. The reply, as TwiML. */
  async inbound(params: Record<string, string>): Promise<string> {
    const from = params.From ?? '';
    const found = smsKeywordOf(params.Body ?? '');
    if (!found || !E164.test(from)) return twiml(null);
    const name = (await this.church.current())?.name ?? 'Koinonia';
    switch (found.keyword) {
      case 'stop':
        await this.commands.execute(new RecordSmsConsentCommand({ phone: from }, false, 'keyword', found.word, bySystem()));
        return twiml(`${name}: you are unsubscribed and will receive no more messages. Reply START to subscribe again.`);
      case 'start':
        await this.commands.execute(new RecordSmsConsentCommand({ phone: from }, true, 'keyword', found.word, bySystem()));
        return twiml(`${name}: you are subscribed to messages again. Reply STOP to unsubscribe, HELP for help.`);
      case 'help':
        return twiml(`${name}: for help, contact the church office at ${this.config.publicUrl}. Reply STOP to unsubscribe.`);
      default: {
        const unknown: never = found.keyword;
        throw new Error(`Unknown keyword ${String(unknown)}`);
      }
    }
  }
}
