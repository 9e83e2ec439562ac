import { Inject, Injectable } from '@nestjs/common';
import { can, type CurrentUser, type Language } from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import type { AppConfig } from '../../../platform/config/app-config';
import type { EventStore, RecordedEvent } from '../../../platform/event-store/event-store.port';
import { DomainError } from '../../../platform/errors/domain-error';
import { MAILER, type Mailer } from '../../../platform/mail/mail.port';
import { APP_CONFIG, EVENT_STORE, READ_STORE } from '../../../platform/platform.tokens';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.service';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { HouseholdQueriesService, MemberIdentities, MemberQueriesService, WHOLE_DIRECTORY } from '../../members';
import { ChurchQuery, OrganisationSettingsService } from '../../organisation';
import { SavedLanguageQuery } from '../../preferences';
import { GivingQueries } from '../queries/giving-queries.service';
import { RECEIPT_EMAILS_STREAM, receiptEmailsDecider, type ReceiptEmailsSwitched } from './domain/receipt-emails.decider';
import { receiptEmail } from './receipt-mail.template';
import { ReceiptPdf, receiptNumberOf, type ReceiptFacts } from './receipt-pdf.service';

/** Which receipts went out, by the recorded gift's event id: a redelivered event sends nothing twice. */
type SentDocument = { _id: string; sentAt: string };

/** Gifts' receipts: the PDF for those who may read the gift, and the email to its donor in their own language. */
@Injectable()
export class Receipts {
  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly runner: ProjectionRunner,
    private readonly giving: GivingQueries,
    private readonly members: MemberQueriesService,
    private readonly households: HouseholdQueriesService,
    private readonly identities: MemberIdentities,
    private readonly church: ChurchQuery,
    private readonly settings: OrganisationSettingsService,
    private readonly savedLanguage: SavedLanguageQuery,
    private readonly pdf: ReceiptPdf,
  ) {}

  private get sent() {
    return this.readStore.collection<SentDocument>('giving-receipts-sent');
  }

  /** The receipt's PDF for the finance role, auditors and the donor themselves; anyone else finds no such gift. */
  async pdfFor(donationId: string, reader: CurrentUser): Promise<{ number: string; pdf: Buffer }> {
    const facts = await this.facts(donationId);
    const donorId = facts.gift.donorMemberId;
    const own = reader.memberId !== null && donorId !== null && (await this.identities.recordsOf(reader.memberId)).includes(donorId);
    if (!own && !can(reader.roles, 'giving.read')) throw new DomainError('NOT_FOUND');
    return { number: receiptNumberOf(facts.gift), pdf: await this.pdf.render(facts) };
  }

  /** Whether receipts are emailed now (the church's setting). */
  async emailsEnabled(): Promise<{ enabled: boolean }> {
    return { enabled: await this.enabledBefore(null) };
  }

  /**
   * Emails the receipt of a gift just recorded to its donor, once, when the church had receipts
   * emailed at the moment the gift was recorded (the setting as of the gift's position, so a
   * replay decides as the first pass did) and the donor has an address. Answers whether it sent.
   */
  async mail(event: RecordedEvent): Promise<boolean> {
    const { donationId, donorMemberId } = event.data as { donationId: string; donorMemberId: string | null };
    // Nothing to send, nothing to remember: the same event decides the same again.
    if (!donorMemberId || !(await this.enabledBefore(event.position))) return false;
    const key = `receipt-${event.id}`;
    if (await this.sent.findOne({ _id: key })) return false;
    const to = await this.recipient(donorMemberId);
    if (to) {
      // The gift's view comes from the read side: let it take in everything up to this event.
      await this.runner.waitFor(event.position, this.config.consistencyWaitMs);
      const facts = await this.facts(donationId);
      const number = receiptNumberOf(facts.gift);
      await this.mailer.send(
        receiptEmail({
          to: to.email,
          name: to.name,
          church: facts.church,
          language: to.language,
          number,
          amount: facts.gift.amount,
          deductible: facts.gift.deductible,
          receivedOn: facts.gift.receivedOn,
          pdf: await this.pdf.render(facts),
        }),
      );
    }
    await this.sent.replaceOne({ _id: key }, { _id: key, sentAt: new Date().toISOString() }, { upsert: true });
    return to !== null;
  }

  private async enabledBefore(position: bigint | null): Promise<boolean> {
    const events = await this.eventStore.readStream(RECEIPT_EMAILS_STREAM);
    return events
      .filter((event) => position === null || event.position < position)
      .reduce(
        (state, event) => receiptEmailsDecider.evolve(state, { type: 'ReceiptEmailsSwitched', data: event.data as ReceiptEmailsSwitched['data'] }),
        receiptEmailsDecider.initialState(),
      ).enabled;
  }

  private async facts(donationId: string): Promise<ReceiptFacts> {
    const gift = await this.giving.trail(donationId);
    // The name it is registered under, as on its statements; its everyday name until that is set.
    const church = this.settings.church.legalName || (await this.church.current())?.name || 'Koinonia';
    let donor = 'Anonymous';
    if (gift.donorMemberId) donor = (await this.members.get(gift.donorMemberId, WHOLE_DIRECTORY).catch(() => null))?.fullName ?? donor;
    else if (gift.donorHouseholdId) donor = (await this.households.record(gift.donorHouseholdId))?.name ?? donor;
    return { church, donor, gift };
  }

  /** The donor's account address and language, else their record's address in English. */
  private async recipient(memberId: string): Promise<{ email: string; name: string; language: Language } | null> {
    const account = (await this.directory.accounts()).find((a) => a.memberId === memberId && a.active);
    if (account) return { email: account.email, name: account.displayName, language: (await this.savedLanguage.of(account.id)) ?? 'en' };
    const record = await this.members.get(memberId, WHOLE_DIRECTORY).catch(() => null);
    return record?.email ? { email: record.email, name: record.fullName, language: 'en' } : null;
  }
}
