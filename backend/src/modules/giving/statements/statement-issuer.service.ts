import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { isLanguage, type Language } from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { MemberIdentities, MemberQueriesService, WHOLE_DIRECTORY } from '../../members';
import { ChurchQuery, OrganisationSettingsService } from '../../organisation';
import { SavedLanguageQuery } from '../../preferences';
import { donationsProjection, fundsProjection, type DonationDocument, type FundDocument } from '../projections/giving.projections';
import { donorStatementsDecider, type DonorStatementsCommand, type DonorStatementsState } from './domain/donor-statements.decider';
import { donorStatementsStream, giftKeyOf, type StatementContent, type StatementGift } from './domain/statement.events';
import { StatementPdf } from './pdf/statement-pdf.service';

/** What every statement of one pass looks up once: the church's name and currency, the funds' names, who has an account. */
export interface StatementLookups {
  churchName: string;
  currency: string;
  fundNames: Map<string, string>;
  /** Donor member id → their account's id, for their saved language. */
  accountOf: Map<string, string>;
}

export interface DonorOnStatement {
  memberId: string;
  name: string;
  address: string;
  email: string;
  language: Language;
}

export interface IssueOutcome {
  statementId: string;
  sha256: string;
  corrects: string | null;
  /** False when nothing changed since the last statement: that one is the answer. */
  issued: boolean;
  /** The position of the StatementIssued event (null: nothing issued). */
  position: bigint | null;
  donor: DonorOnStatement;
  content: StatementContent;
  /** The PDF, when it was rendered on the way (a statement just issued): an email need not render it again. */
  bytes?: Buffer;
}

/** A donor's statement made ready: the answer, and what records it (null when the last statement stands). */
export interface PreparedStatement {
  outcome: IssueOutcome;
  record: { stream: string; command: DonorStatementsCommand; expectedRevision: number } | null;
}

const yearOf = (year: number) => ({ $gte: `${year}-01-01`, $lte: `${year}-12-31` });
const byDate = (a: StatementGift, b: StatementGift) => a.receivedOn.localeCompare(b.receivedOn) || a.donationId.localeCompare(b.donationId);

/**
 * Issues a donor's year-end statement from the books as they stand: the gifts of the year not
 * reversed, in the church's currency. The PDF is rendered from the content about to be recorded
 * and its SHA-256 recorded with it; nothing changed since the last one means the last one stands.
 */
@Injectable()
export class StatementIssuer {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    private readonly executor: CommandExecutor,
    private readonly pdf: StatementPdf,
    private readonly members: MemberQueriesService,
    private readonly identities: MemberIdentities,
    private readonly settings: OrganisationSettingsService,
    private readonly church: ChurchQuery,
    private readonly languages: SavedLanguageQuery,
  ) {}

  private get donations() {
    return this.readStore.collection<DonationDocument>(donationsProjection.collection);
  }

  async lookups(): Promise<StatementLookups> {
    const [church, funds, accounts] = await Promise.all([
      this.church.current(),
      this.readStore.collection<FundDocument>(fundsProjection.collection).find({}),
      this.directory.accounts(),
    ]);
    const accountOf = new Map<string, string>();
    for (const account of accounts) if (account.memberId && account.active) accountOf.set(account.memberId, account.id);
    return {
      churchName: this.settings.church.legalName || church?.name || '',
      currency: this.settings.church.currency,
      fundNames: new Map(funds.map((fund) => [fund._id, fund.name])),
      accountOf,
    };
  }

  /** Every donor who gave in the year (under the record they now show under), and their gifts of it. */
  async giftsOfYear(year: number): Promise<Map<string, DonationDocument[]>> {
    const gifts = await this.donations.find({ receivedOn: yearOf(year), donorMemberId: { $ne: null } }, { sort: { receivedOn: 1 } });
    const survivors = await this.identities.survivorsOf(new Set(gifts.map((gift) => gift.donorMemberId!)));
    const byDonor = new Map<string, DonationDocument[]>();
    for (const gift of gifts) {
      const donor = survivors.get(gift.donorMemberId!) ?? gift.donorMemberId!;
      const list = byDonor.get(donor);
      if (list) list.push(gift);
      else byDonor.set(donor, [gift]);
    }
    return byDonor;
  }

  /**
   * The donor's statement for the year. `gifts`: the donor's gifts of the year when the caller has
   * them (a run reads the year once); else read here. Null when there is nothing to state: no gift
   * and no statement before.
   */
  async issue(
    donorMemberId: string,
    year: number,
    actorId: string | null,
    lookups: StatementLookups,
    gifts?: DonationDocument[],
    options: { skipEmpty?: boolean } = {},
  ): Promise<IssueOutcome | null> {
    const prepared = await this.prepare(donorMemberId, year, lookups, gifts, options);
    if (!prepared?.record) return prepared?.outcome ?? null;
    const { stream, command, expectedRevision } = prepared.record;
    const done = await this.executor.execute(stream, donorStatementsDecider, command, { actorId, expectedRevision });
    return { ...prepared.outcome, position: done.position };
  }

  /**
   * `issue` up to the recording: the statement's content and PDF made, and the command that
   * records it against the revision it was made from (a run records a slice of them at once).
   */
  async prepare(
    donorMemberId: string,
    year: number,
    lookups: StatementLookups,
    gifts?: DonationDocument[],
    options: { skipEmpty?: boolean } = {},
  ): Promise<PreparedStatement | null> {
    const member = await this.members.get(donorMemberId, WHOLE_DIRECTORY);
    const accountId = lookups.accountOf.get(donorMemberId);
    const saved = accountId ? await this.languages.of(accountId) : null;
    const donor: DonorOnStatement = {
      memberId: donorMemberId,
      name: member.fullName,
      address: member.address ?? '',
      email: member.email ?? '',
      language: isLanguage(saved) ? saved : 'en',
    };
    const documents =
      gifts ??
      (await this.donations.find(
        { donorMemberId: { $in: await this.identities.recordsOf(donorMemberId) }, receivedOn: yearOf(year) },
        { sort: { receivedOn: 1 } },
      ));
    const standing = documents.filter((gift) => !gift.reversal && gift.amount.currency === lookups.currency).map((gift) => this.giftOf(gift, lookups));
    const stream = donorStatementsStream(donorMemberId, year);
    const { state, revision } = await this.executor.load(stream, donorStatementsDecider);
    const last = state.issued.at(-1);
    const money = standing.filter((gift) => gift.method !== 'in-kind').sort(byDate);
    const inKind = standing.filter((gift) => gift.method === 'in-kind').sort(byDate);
    if (last && giftKeyOf(last.content) === giftKeyOf({ gifts: money, inKind })) return { outcome: this.outcomeOf(last, false, donor), record: null };
    if (!last && standing.length === 0 && options.skipEmpty) return null;

    const statementId = randomUUID();
    const totalDeductible = { minor: money.reduce((sum, gift) => sum + gift.deductible.minor, 0), currency: lookups.currency };
    const content: StatementContent = {
      statementId,
      year,
      issuedAt: new Date().toISOString(),
      churchName: lookups.churchName,
      donor: { memberId: donorMemberId, name: donor.name, address: donor.address },
      language: donor.language,
      currency: lookups.currency,
      gifts: money,
      inKind,
      totalDeductible,
      corrects: last ? correctionOf(last, [...money, ...inKind], totalDeductible) : null,
    };
    const { bytes, sha256 } = await this.pdf.render(content);
    return {
      outcome: { ...this.outcomeOf({ content, sha256 }, true, donor), bytes },
      record: { stream, command: { type: 'IssueStatement', content, sha256 }, expectedRevision: revision },
    };
  }

  private outcomeOf(issued: DonorStatementsState['issued'][number], fresh: boolean, donor: DonorOnStatement): IssueOutcome {
    return {
      statementId: issued.content.statementId,
      sha256: issued.sha256,
      corrects: issued.content.corrects?.statementId ?? null,
      issued: fresh,
      position: null,
      donor,
      content: issued.content,
    };
  }

  private giftOf(gift: DonationDocument, lookups: StatementLookups): StatementGift {
    return {
      donationId: gift.donationId,
      revision: gift.revision,
      receivedOn: gift.receivedOn,
      funds: gift.splits.map((split) => lookups.fundNames.get(split.fundId) ?? ''),
      amount: gift.amount,
      deductible: gift.deductible,
      method: gift.method,
      chequeNumber: gift.chequeNumber,
      inKindDescription: gift.inKindDescription,
    };
  }
}

/** What changed between the last statement and this one: gifts gone (reversed) and gifts new, and both totals. */
function correctionOf(last: DonorStatementsState['issued'][number], now: StatementGift[], total: StatementContent['totalDeductible']) {
  const before = [...last.content.gifts, ...last.content.inKind];
  const nowIds = new Set(now.map((gift) => gift.donationId));
  const beforeIds = new Set(before.map((gift) => gift.donationId));
  return {
    statementId: last.content.statementId,
    issuedAt: last.content.issuedAt,
    sha256: last.sha256,
    removed: before.filter((gift) => !nowIds.has(gift.donationId)),
    added: now.filter((gift) => !beforeIds.has(gift.donationId)).sort(byDate),
    previousTotal: last.content.totalDeductible,
    total,
  };
}
