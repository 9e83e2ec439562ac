import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, READ_STORE } from '../../../../platform/platform.tokens';
import type { AppConfig } from '../../../../platform/config/app-config';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { PeriodicJob } from '../../../../platform/jobs/periodic-job';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { SMS_SENDER, type SmsSender } from '../delivery/sms-sender.port';
import { queuedRecipients, smsSendDecider } from '../domain/sms-send.decider';
import { smsSendStream, type SmsAttempt } from '../domain/sms.events';
import { smsSendsProjection, type SmsSendDocument } from '../projections/sms.projections';
import { SmsAudienceService } from '../queries/sms-audience.service';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends what is due, throttled to SMS_PER_SECOND messages a second: each second's batch is recorded
 * on the send's stream as it goes (its progress, and each recipient's status), so a restart continues
 * with the recipients still queued. Consent is checked again for each message as it goes.
 */
@Injectable()
export class SmsSendJob extends PeriodicJob {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SMS_SENDER) private readonly sender: SmsSender,
    private readonly executor: CommandExecutor,
    private readonly audiences: SmsAudienceService,
  ) {
    super('SmsSendJob', 2_000);
  }

  /** The pass under way: a pass asked for meanwhile (the clock's, or a test's) waits for it, so no send is worked on twice at once. */
  private pass: Promise<unknown> = Promise.resolve();

  run(now = new Date()): Promise<number> {
    const next = this.pass.catch(() => undefined).then(() => this.sendDue(now));
    this.pass = next;
    return next;
  }

  private async sendDue(now: Date): Promise<number> {
    const sends = this.readStore.collection<SmsSendDocument>(smsSendsProjection.collection);
    const due = await sends.find(
      { $or: [{ status: 'sending' }, { status: 'scheduled', scheduledFor: { $lte: now.toISOString() } }] },
      { sort: { scheduledFor: 1 } },
    );
    for (const send of due) await this.send(send._id);
    return due.length;
  }

  /** One send, from where its stream stands. */
  async send(sendId: string): Promise<void> {
    const stream = smsSendStream(sendId);
    await this.executor.execute(stream, smsSendDecider, { type: 'StartSmsSend', sendId }, { actorId: null });
    const { state } = await this.executor.load(stream, smsSendDecider);
    if (state.status !== 'sending') return;
    const perSecond = this.config.sms.perSecond;
    const queued = queuedRecipients(state);
    for (let start = 0; start < queued.length; start += perSecond) {
      const began = Date.now();
      const batch = queued.slice(start, start + perSecond);
      const optedIn = await this.audiences.optedIn(batch.map((recipient) => recipient.phone));
      const attempts: SmsAttempt[] = [];
      for (const recipient of batch) {
        if (!optedIn.has(recipient.phone)) {
          attempts.push({ memberId: recipient.memberId, status: 'failed', providerId: null, reason: 'opted-out', detail: null });
          continue;
        }
        const statusCallback =
          this.sender.delivery === 'twilio'
            ? `${this.config.publicUrl}/api/sms/webhooks/status?sendId=${encodeURIComponent(sendId)}&memberId=${encodeURIComponent(recipient.memberId)}`
            : null;
        const result = await this.sender.send({ to: recipient.phone, body: recipient.body, statusCallback });
        attempts.push(
          result.accepted
            ? { memberId: recipient.memberId, status: 'sent', providerId: result.providerId, reason: null, detail: null }
            : { memberId: recipient.memberId, status: 'failed', providerId: null, reason: 'provider-refused', detail: result.code },
        );
      }
      await this.executor.execute(stream, smsSendDecider, { type: 'RecordSmsAttempts', sendId, attempts }, { actorId: null });
      const left = 1000 - (Date.now() - began);
      if (start + perSecond < queued.length && left > 0) await sleep(left);
    }
    await this.executor.execute(stream, smsSendDecider, { type: 'CompleteSmsSend', sendId }, { actorId: null });
  }
}
