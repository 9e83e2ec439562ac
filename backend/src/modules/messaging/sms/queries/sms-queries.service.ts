import { Inject, Injectable } from '@nestjs/common';
import {
  SMS_RECIPIENT_STATUSES,
  type SmsAudienceDto,
  type SmsAudienceOptions,
  type SmsAudiencePreview,
  type SmsConsentView,
  type SmsRecipientStatus,
  type SmsRecipientView,
  type SmsSendDetail,
  type SmsSendView,
} from '@koinonia/contracts';
import type { AppConfig } from '../../../../platform/config/app-config';
import { DomainError } from '../../../../platform/errors/domain-error';
import { APP_CONFIG, READ_STORE } from '../../../../platform/platform.tokens';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { MemberQueriesService, WHOLE_DIRECTORY } from '../../../members';
import {
  smsConsentsProjection,
  smsSendsProjection,
  type SmsConsentDocument,
  type SmsRecipientDocument,
  type SmsSendDocument,
} from '../projections/sms.projections';
import { SmsAudienceService } from './sms-audience.service';

/** A number as a list shows it: its last four digits. */
const masked = (phone: string) => (phone.length > 4 ? `•••${phone.slice(-4)}` : phone);

/** Why a recipient's message failed, as the reader is shown it: a number that opted out, else the catalogue's failure to send. */
function reasonOf(recipient: SmsRecipientDocument): SmsRecipientView['reason'] {
  if (recipient.status !== 'failed') return null;
  return recipient.reason === 'opted-out' ? 'opted-out' : 'MESSAGE_SEND_FAILED';
}

function viewOf(document: SmsSendDocument): SmsSendView {
  const counts = Object.fromEntries(SMS_RECIPIENT_STATUSES.map((status) => [status, 0])) as Record<SmsRecipientStatus, number>;
  for (const recipient of document.recipients) counts[recipient.status] += 1;
  return {
    id: document._id,
    origin: document.origin,
    body: document.body,
    audience: document.audience,
    status: document.status,
    scheduledFor: document.scheduledFor,
    createdAt: document.createdAt,
    createdBy: document.createdBy,
    encoding: document.encoding,
    segments: document.segments,
    total: document.recipients.length,
    counts,
    revision: document.revision,
  };
}

@Injectable()
export class SmsQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audiences: SmsAudienceService,
    private readonly members: MemberQueriesService,
  ) {}

  private get sendDocuments() {
    return this.readStore.collection<SmsSendDocument>(smsSendsProjection.collection);
  }

  options(): Promise<SmsAudienceOptions> {
    return this.audiences.options();
  }

  async preview(audience: SmsAudienceDto): Promise<SmsAudiencePreview> {
    const resolved = await this.audiences.resolve(audience);
    return { recipients: resolved.recipients.length, inAudience: resolved.people.length, pricePerSegment: this.config.sms.pricePerSegment, currency: 'USD' };
  }

  async sends(): Promise<SmsSendView[]> {
    return (await this.sendDocuments.find({}, { sort: { createdAt: -1 }, limit: 100 })).map(viewOf);
  }

  async send(id: string): Promise<SmsSendDetail> {
    const document = await this.sendDocuments.findOne({ _id: id });
    if (!document) throw new DomainError('NOT_FOUND');
    return {
      ...viewOf(document),
      recipients: document.recipients.map((recipient) => ({
        memberId: recipient.memberId,
        name: recipient.name,
        phone: masked(recipient.phone),
        status: recipient.status,
        reason: reasonOf(recipient),
        detail: recipient.status === 'failed' ? recipient.detail : null,
        updatedAt: recipient.updatedAt,
      })),
    };
  }

  async consent(memberId: string): Promise<SmsConsentView> {
    const member = await this.members.get(memberId, WHOLE_DIRECTORY);
    const phone = (member.phone ?? '').split(';')[0] || null;
    const document = phone ? await this.readStore.collection<SmsConsentDocument>(smsConsentsProjection.collection).findOne({ _id: phone }) : null;
    return {
      memberId,
      phone,
      optedIn: document?.optedIn ?? false,
      state: document ? (document.optedIn ? 'opted-in' : 'opted-out') : 'never-asked',
      source: document?.source ?? null,
      changedAt: document?.changedAt ?? null,
    };
  }
}
