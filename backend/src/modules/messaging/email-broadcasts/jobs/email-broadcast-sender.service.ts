import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../../../platform/config/app-config';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { PeriodicJob } from '../../../../platform/jobs/periodic-job';
import { APP_CONFIG, READ_STORE } from '../../../../platform/platform.tokens';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { ChurchQuery } from '../../../organisation';
import { EmailAudience } from '../audience/email-audience.service';
import {
  emailBroadcastDecider,
  pendingRecipients,
  type EmailBroadcastCommand,
  type EmailBroadcastState,
  type RecipientState,
} from '../domain/email-broadcast.decider';
import { emailBroadcastStream, type DeliveryOutcome } from '../domain/email-broadcast.events';
import { firstNameOf, renderBroadcastEmail } from '../domain/merge-fields';
import { BroadcastMailer, SMTP_POOL_SIZE } from '../mail/broadcast-mailer.service';
import { UnsubscribeLinks } from '../mail/unsubscribe-links.service';
import type { EmailBroadcastDocument } from '../projections/email-broadcasts.projection';

type Known = { state: EmailBroadcastState; revision: number };

/** Recipients recorded per event while the list is made. */
export const QUEUE_BATCH = 1000;
/** Emails sent between two recorded outcomes: what a crash can leave to send again (with the same Message-ID). */
export const SEND_BATCH = 100;

/** An SMTP answer that refuses this one recipient for good (5xx): recorded as failed. Anything else (no connection, 4xx) stops the pass, to retry. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** Spaces sends out to at most `perSecond` a second (0: no limit), across the pool's parallel connections. */
class Throttle {
  private next = 0;
  constructor(private readonly perSecond: number) {}
  async wait(): Promise<void> {
    if (this.perSecond <= 0) return;
    const now = Date.now();
    const at = Math.max(now, this.next);
    this.next = at + 1000 / this.perSecond;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }
}

/**
 * Sends email broadcasts as jobs: lists a broadcast's recipients onto its stream in batches, then
 * sends over a pool of SMTP connections, throttled, recording outcomes every SEND_BATCH emails. The
 * stream is the job's memory: after a restart the job continues with the recipients that have no
 * outcome yet, so nobody recorded as sent is sent again, and the few a crash caught between sending
 * and recording get the same Message-ID again (a receiving server can tell it is the same email).
 * Every few seconds it starts scheduled broadcasts whose time has come and takes up any broadcast
 * still sending that this instance is not running (after a restart, or a failed pass). Sending runs
 * beside the request that asked for it: the request answers at once, and nothing else waits on it.
 */
@Injectable()
export class EmailBroadcastSender extends PeriodicJob {
  private readonly log = new Logger('EmailBroadcastSender');
  private readonly active = new Map<string, Promise<void>>();
  private stopping = false;
  private readonly throttle: Throttle;

  constructor(
    private readonly executor: CommandExecutor,
    private readonly audience: EmailAudience,
    private readonly mailer: BroadcastMailer,
    private readonly links: UnsubscribeLinks,
    private readonly church: ChurchQuery,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super('email-broadcasts', 5_000);
    this.throttle = new Throttle(config.mail.broadcastPerSecond);
  }

  private get broadcasts() {
    return this.readStore.collection<EmailBroadcastDocument>('email-broadcasts');
  }

  /** Starts what is due and takes up what is sending; answers the ids it is running. */
  async run(now = new Date()): Promise<string[]> {
    for (const due of await this.broadcasts.find({ status: 'scheduled', sendAt: { $lte: now.toISOString() } }))
      await this.execute({ type: 'StartEmailBroadcast', broadcastId: due._id }, null);
    for (const sending of await this.broadcasts.find({ status: { $in: ['scheduled', 'sending'] }, sendAt: { $lte: now.toISOString() } }))
      this.start(sending._id);
    return [...this.active.keys()];
  }

  /** Runs the broadcast's job in the background, unless it is already running here. */
  start(broadcastId: string): void {
    if (this.stopping || this.active.has(broadcastId)) return;
    const job = this.send(broadcastId)
      .catch((error: unknown) => this.log.warn(`Email broadcast ${broadcastId} stopped, to be taken up again: ${String(error)}`))
      .finally(() => this.active.delete(broadcastId));
    this.active.set(broadcastId, job);
  }

  /** Runs the broadcast's job now and waits for it (the demo church seeds a broadcast already sent). */
  async sendNow(broadcastId: string): Promise<void> {
    this.start(broadcastId);
    await this.active.get(broadcastId);
  }

  /** Waits for running jobs to record the batch they are on, then stop. */
  override async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await super.beforeApplicationShutdown();
    await Promise.all(this.active.values());
  }

  /** `from`: the stream as this job last had it, so a long broadcast's stream is not folded again for each batch. */
  private async execute(command: EmailBroadcastCommand, actorId: string | null, from?: Known) {
    return this.executor.execute(emailBroadcastStream(command.broadcastId), emailBroadcastDecider, command, { actorId, retries: 3, from });
  }

  private async send(broadcastId: string): Promise<void> {
    // The stream as this job has it: each command reads and folds only what came after.
    let known: Known = await this.executor.load(emailBroadcastStream(broadcastId), emailBroadcastDecider);
    let { state } = known;
    if (state.status !== 'sending') return;
    if (!state.listed) {
      const resolved = await this.audience.resolve(state.audience, { announcement: state.announcementId !== null });
      const queued = state.recipients;
      const fresh = resolved.recipients.filter((r) => !queued.has(r.memberId));
      for (let start = 0; start < fresh.length; start += QUEUE_BATCH) {
        if (this.stopping) return;
        known = await this.execute({ type: 'QueueRecipients', broadcastId, recipients: fresh.slice(start, start + QUEUE_BATCH) }, null, known);
      }
      known = await this.execute(
        { type: 'ListRecipients', broadcastId, withoutEmail: resolved.withoutEmail, unsubscribed: resolved.unsubscribed },
        null,
        known,
      );
      state = known.state;
      if (state.status !== 'sending') return;
    }
    const { subject, text, eventTitle } = state;
    const template = { subject, text };
    const churchName = (await this.church.current())?.name ?? '';
    const footer = `${churchName}: you get this email as one of the church's people.`;
    const domain = new URL(this.config.publicUrl).hostname || 'koinonia.local';
    const pending = pendingRecipients(state);
    for (let start = 0; start < pending.length; start += SEND_BATCH) {
      if (this.stopping) return;
      const batch = pending.slice(start, start + SEND_BATCH);
      const results: DeliveryOutcome[] = [];
      let interruption: unknown = null;
      const sendOne = async (recipient: RecipientState) => {
        const values = { firstName: firstNameOf(recipient.name), fullName: recipient.name, eventTitle, churchName };
        const email = renderBroadcastEmail(template, values, this.links.pageUrl(recipient.memberId), footer);
        await this.throttle.wait();
        try {
          await this.mailer.send({
            to: recipient.email,
            ...email,
            messageId: `<${broadcastId}.${recipient.memberId}@${domain}>`,
            unsubscribeUrl: this.links.oneClickUrl(recipient.memberId),
          });
          results.push({ memberId: recipient.memberId, outcome: 'sent', at: new Date().toISOString() });
        } catch (error) {
          if (!isPermanent(error)) throw error;
          results.push({
            memberId: recipient.memberId,
            outcome: 'failed',
            at: new Date().toISOString(),
            reason: String((error as Error).message).slice(0, 300),
          });
        }
      };
      // As many in flight as the pool has connections; the first error that is not one recipient's own stops the batch.
      let next = 0;
      const worker = async () => {
        while (next < batch.length && interruption === null) {
          const recipient = batch[next++];
          await sendOne(recipient).catch((error: unknown) => {
            interruption = error;
          });
        }
      };
      await Promise.all(Array.from({ length: Math.min(SMTP_POOL_SIZE, batch.length) }, worker));
      // What went out is recorded even when the batch stopped early, so it is not sent again.
      if (results.length > 0) known = await this.execute({ type: 'RecordDeliveries', broadcastId, results }, null, known);
      if (interruption !== null) throw interruption;
    }
  }
}
